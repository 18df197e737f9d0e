package scenarios

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/judgekit/judge/scenarios/lang"
	"go.abhg.dev/goldmark/frontmatter"
	"go.yaml.in/yaml/v3"
)

// DefaultEdition is the edition a scenario cites when its front matter
// names none: the built-in current Comprehensive Rules.
const DefaultEdition = lang.DefaultEdition

// meta is a scenario's decoded front matter.
type meta struct {
	id, title, edition, source string
	editionLine                int
	rules                      []string
	ruleLines                  []int
	editions                   []EditionRules
}

var (
	// ruleIDPattern accepts the numbers the CR uses: "4", "409", "409.1",
	// "409.1h", with an optional trailing period as printed.
	ruleIDPattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[0-9]{1,3}(\.[0-9]+[a-z]?)?\.?$`) })
	// idPattern keeps explicit scenario IDs usable as file names (golden
	// traces are stored as <id>.trace).
	idPattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`) })
	// yamlLinePattern finds the line in a YAML syntax error message.
	yamlLinePattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^yaml: line ([0-9]+): (.*)$`) })
)

// decodeFrontMatter decodes front matter through a YAML node tree rather
// than straight into a struct, so every problem can name its file line.
// first is the file line of the front matter's first content line.
func decodeFrontMatter(file string, data *frontmatter.Data, first int) (*meta, error) {
	at := func(node *yaml.Node, format string, args ...any) error {
		line := first - 1
		if node != nil && node.Line > 0 {
			line = first + node.Line - 1
		}
		return &Error{File: file, Line: line, Msg: "front matter: " + fmt.Sprintf(format, args...)}
	}
	var root yaml.Node
	if err := data.Decode(&root); err != nil {
		if m := yamlLinePattern().FindStringSubmatch(err.Error()); m != nil {
			n, _ := strconv.Atoi(m[1])
			return nil, &Error{File: file, Line: first + n - 1, Msg: "front matter: " + m[2]}
		}
		return nil, at(nil, "%s", strings.TrimPrefix(err.Error(), "yaml: "))
	}
	m := &meta{edition: DefaultEdition, editionLine: 1}
	var body *yaml.Node
	switch {
	case root.Kind == 0:
		// Empty front matter: fall through to the missing-rules error.
	case len(root.Content) == 1 && root.Content[0].Kind == yaml.MappingNode:
		body = root.Content[0]
	default:
		return nil, at(&root, "expected key: value lines (rules, source, edition, id, title)")
	}
	var rulesNode *yaml.Node
	seen := map[string]bool{}
	for i := 0; body != nil && i+1 < len(body.Content); i += 2 {
		key, value := body.Content[i], body.Content[i+1]
		if seen[key.Value] {
			return nil, at(key, "%s is given twice", key.Value)
		}
		seen[key.Value] = true
		var err error
		switch key.Value {
		case "id":
			m.id, err = scalar(value)
			if err == nil && !idPattern().MatchString(m.id) {
				err = fmt.Errorf("%q is not a usable id (letters, digits, '.', '-', '_')", m.id)
			}
		case "title":
			m.title, err = scalar(value)
		case "edition":
			m.editionLine = first + value.Line - 1
			m.edition, err = scalar(value)
			if err == nil && m.edition == "" {
				err = fmt.Errorf("is empty (leave it out for %q)", DefaultEdition)
			}
		case "editions":
			m.editions, err = editionList(value, first, at)
			if _, ok := err.(*Error); ok {
				return nil, err
			}
		case "source":
			m.source, err = scalar(value)
		case "rules":
			rulesNode = value
			m.rules, m.ruleLines, err = ruleList(value, first, at)
			if _, ok := err.(*Error); ok {
				return nil, err
			}
		default:
			return nil, at(key, "unknown key %q (known: rules, source, edition, editions, id, title)", key.Value)
		}
		if err != nil {
			return nil, at(value, "%s: %v", key.Value, err)
		}
	}
	if len(m.editions) > 0 {
		if seen["edition"] || seen["rules"] {
			return nil, at(body, "editions: gives each edition its rules; leave out edition: and rules:")
		}
		m.edition, m.editionLine = m.editions[0].ID, m.editions[0].Line
		m.rules, m.ruleLines = m.editions[0].Rules, m.editions[0].RuleLines
	}
	if len(m.rules) == 0 {
		return nil, at(rulesNode, "rules: name at least one rule the scenario is about (rules: [409.1h])")
	}
	return m, nil
}

// scalar decodes a YAML scalar as a string.
func scalar(node *yaml.Node) (string, error) {
	if node.Kind != yaml.ScalarNode {
		return "", fmt.Errorf("expected a single value")
	}
	return strings.TrimSpace(node.Value), nil
}

// ruleList decodes the rules: entry, a list of rule IDs or a single one,
// recording the file line of each.
func ruleList(node *yaml.Node, first int, at func(*yaml.Node, string, ...any) error) ([]string, []int, error) {
	items := []*yaml.Node{node}
	switch node.Kind {
	case yaml.SequenceNode:
		items = node.Content
	case yaml.ScalarNode:
	default:
		return nil, nil, fmt.Errorf("expected a list of rule IDs")
	}
	var (
		rules []string
		lines []int
	)
	seen := map[string]bool{}
	for _, item := range items {
		if item.Kind != yaml.ScalarNode {
			return nil, nil, at(item, "rules: expected a rule ID such as 409.1h")
		}
		id := strings.TrimSpace(item.Value)
		if !ruleIDPattern().MatchString(id) {
			return nil, nil, at(item, "rules: %q is not a rule number such as 409.1h", id)
		}
		id = strings.TrimSuffix(id, ".")
		if seen[id] {
			return nil, nil, at(item, "rules: %s is listed twice", id)
		}
		seen[id] = true
		rules = append(rules, id)
		lines = append(lines, first+item.Line-1)
	}
	return rules, lines, nil
}

// EditionRules is one edition a scenario is played under, with the rules
// it is about there, numbered as that edition numbers them.
type EditionRules struct {
	// ID is the edition ("2006-10-01").
	ID string
	// Line is the file line of the edition's entry.
	Line int
	// Rules and RuleLines are as Scenario's.
	Rules     []string
	RuleLines []int
}

// editionList decodes the editions: entry, a map from each edition to
// the rules the scenario is about under it:
//
//	editions:
//	  2006-10-01: [300.3]
//	  2026-04-17: [500.5]
func editionList(node *yaml.Node, first int, at func(*yaml.Node, string, ...any) error) ([]EditionRules, error) {
	if node.Kind != yaml.MappingNode || len(node.Content) == 0 {
		return nil, fmt.Errorf("expected one \"EDITION: [RULES]\" line per edition")
	}
	var out []EditionRules
	for i := 0; i+1 < len(node.Content); i += 2 {
		key, value := node.Content[i], node.Content[i+1]
		id := strings.TrimSpace(key.Value)
		if _, err := time.Parse(time.DateOnly, id); err != nil && id != lang.SeedEdition {
			return nil, at(key, "editions: %q is not an edition date such as 2026-04-17", id)
		}
		for _, e := range out {
			if e.ID == id {
				return nil, at(key, "editions: %s is listed twice", id)
			}
		}
		rules, lines, err := ruleList(value, first, at)
		if err != nil {
			if _, ok := err.(*Error); ok {
				return nil, err
			}
			return nil, at(value, "editions: %s: %v", id, err)
		}
		if len(rules) == 0 {
			return nil, at(value, "editions: %s: name at least one rule", id)
		}
		out = append(out, EditionRules{ID: id, Line: first + key.Line - 1, Rules: rules, RuleLines: lines})
	}
	return out, nil
}
