package web

import (
	"net/http"
	"slices"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/scenarios"
)

// ruleView is the rule page: the rule in its place in the tree, its text
// with every reference linked, what cites it, and the scenarios about it.
type ruleView struct {
	pageView
	Ed          *corpus.Edition
	Rule        *corpus.Rule
	Breadcrumbs []*corpus.Rule
	// Subrules are shown whole under a rule; a section's or heading's
	// children are listed one line each.
	Subrules []*corpus.Rule
	Children []*corpus.Rule
	CitedBy  []string
	Terms    []string
	Prev     *corpus.Rule
	Next     *corpus.Rule
	// Scenarios are about the rule itself, shown whole; SubruleScenarios
	// are about its subrules, listed, so a rule with many stays light on
	// a phone.
	Scenarios        []scenarioView
	SubruleScenarios []subruleScenario
	// History follows the rule through the stored editions; nil for the
	// seed edition.
	History *corpus.RuleHistory
	// partial marks a page missing a part that failed for this request
	// only (its history): it is answered but not cached.
	partial bool
}

func (v *ruleView) cacheable() bool { return !v.partial }

// subruleScenario names a scenario about one of a rule's subrules.
type subruleScenario struct {
	Rule string
	scenarios.Checked
}

func (s *Server) rulePage(w http.ResponseWriter, r *http.Request) {
	edition, err := s.lib.Edition(chi.URLParam(r, "edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	rule, err := edition.FindRule(pathParam(r, "id"))
	if err != nil {
		s.fail(w, r, ruleNotFound(edition, err))
		return
	}
	if rule.ID != pathParam(r, "id") {
		// One address per rule: "601.2F" and "601.2f." lead to "601.2f".
		http.Redirect(w, r, ruleURL(edition.ID, rule.ID), http.StatusMovedPermanently)
		return
	}
	s.renderCached(w, r, edition.Hash+"\x00"+rule.ID, "rule", func() (any, error) {
		return s.newRuleView(r, edition, rule), nil
	})
}

func (s *Server) newRuleView(r *http.Request, edition *corpus.Edition, rule *corpus.Rule) *ruleView {
	title := rule.ID
	if rule.Title != "" {
		title += " " + rule.Title
	}
	v := &ruleView{pageView: s.view(r, title, edition.ID), Ed: edition, Rule: rule}
	v.Stay["rule"] = rule.ID
	v.Stay["from"] = edition.ID
	var err error
	if v.History, err = s.history.forRule(r.Context(), edition, rule); err != nil {
		// The page is still the rule; its history can wait, and the page
		// is not kept without it.
		s.logger.Warn("rule history", "edition", edition.ID, "rule", rule.ID, "err", err)
		v.partial = true
	}
	seen := map[string]bool{rule.ID: true}
	for parent := rule.Parent; parent != "" && !seen[parent]; {
		seen[parent] = true
		p, ok := edition.Rule(parent)
		if !ok {
			break
		}
		v.Breadcrumbs = append(v.Breadcrumbs, p)
		parent = p.Parent
	}
	slices.Reverse(v.Breadcrumbs)
	for _, id := range rule.Children {
		child, ok := edition.Rule(id)
		if !ok {
			continue
		}
		if rule.Kind == corpus.KindRule || rule.Kind == corpus.KindSubrule {
			v.Subrules = append(v.Subrules, child)
			for _, c := range s.lib.ScenariosAbout(edition.ID, child.ID) {
				v.SubruleScenarios = append(v.SubruleScenarios, subruleScenario{Rule: child.ID, Checked: c})
			}
		} else {
			v.Children = append(v.Children, child)
		}
	}
	for _, citer := range rule.CitedBy {
		if term, ok := strings.CutPrefix(citer, "glossary:"); ok {
			v.Terms = append(v.Terms, term)
		} else {
			v.CitedBy = append(v.CitedBy, citer)
		}
	}
	if i := slices.Index(edition.Rules, rule); i >= 0 {
		if i > 0 {
			v.Prev = edition.Rules[i-1]
		}
		if i+1 < len(edition.Rules) {
			v.Next = edition.Rules[i+1]
		}
	}
	for _, c := range s.lib.ScenariosAbout(edition.ID, rule.ID) {
		v.Scenarios = append(v.Scenarios, s.newScenarioView(c))
	}
	return v
}

// ruleNotFound is a rule page's 404: the nearest rules, and the glossary
// term when a word was typed where a number belongs.
func ruleNotFound(edition *corpus.Edition, err error) error {
	e := *asError(err)
	for _, id := range e.Nearest {
		e.Links = append(e.Links, Link{Text: id, URL: ruleURL(edition.ID, id)})
	}
	var unknown *corpus.UnknownRuleError
	if asUnknownRule(err, &unknown) && unknown.Term != "" {
		e.Message += "; " + unknown.Term + " is a glossary term"
		e.Links = append(e.Links, Link{Text: "Glossary: " + unknown.Term, URL: termURL(edition.ID, unknown.Term)})
	}
	return &e
}

// scenarioView is a scenario as a page shows it: prose, verdict, the
// outcome it states and the engine's trace, each step's rule linked.
type scenarioView struct {
	scenarios.ScenarioOutput
	Outcome []string
	// Ed is the scenario's edition, for linking rules; nil when it is
	// not available.
	Ed *corpus.Edition
}

func (s *Server) newScenarioView(c scenarios.Checked) scenarioView {
	edition, _ := s.lib.Checker().Edition(c.Edition)
	v := scenarioView{ScenarioOutput: scenarios.NewScenarioOutput(c, true, s.lib.Checker().Edition), Ed: edition}
	// The card shows the title above the prose; a prose whose first
	// heading is that title would say it twice.
	v.Prose = withoutHeading(v.Prose, v.Title)
	if c.Scenario != nil {
		v.Outcome = scenarios.StatedOutcome(c.Scenario.Program, c.Edition)
	}
	return v
}

// withoutHeading returns prose without its first line when that line is
// a Markdown ATX heading reading title.
func withoutHeading(prose, title string) string {
	trimmed := strings.TrimLeft(prose, "\n")
	first, rest, _ := strings.Cut(trimmed, "\n")
	text := strings.TrimLeft(first, "#")
	if title == "" || len(text) == len(first) || !strings.HasPrefix(text, " ") || strings.TrimSpace(text) != title {
		return prose
	}
	return strings.TrimLeft(rest, "\n")
}
