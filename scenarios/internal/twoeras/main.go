// Command twoeras plays single-edition scenarios of the 2006 rules (the
// seed or 2006-10-01) under the 2026-04-17 rules as well, and rewrites
// those whose play is legal in both eras into two-era scenarios: the
// front matter's editions: lists each edition with the rules it is about
// there, and each expectation naming a rule number ("cites", "does not
// cite", "illegal") is stated for each edition in "under EDITION" blocks.
//
// A 2006 rule's 2026 number is the engine's own pair (rulings.Rules2026
// Numbers, including the cases a later edition splits), or the rule the
// 2026 trace cites for the step it took for the cited one, the traces
// aligned as `judge scenario run --edition A --edition B` aligns them. A
// 2026 rule enters the front matter only when the 2026 trace cites it.
//
// Scenarios whose 2026 play fails on anything but a rule number (an
// outcome that differs, a line the 2026 language refuses) are left as
// they are and reported with their failures, for a judge to decide by the
// rules text whether the outcome truly differs or the engine is wrong.
//
// Usage:
//
//	go run ./scenarios/internal/twoeras [-write] [-v] FILE_OR_DIR...
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios"
	"github.com/judgekit/judge/scenarios/lang"
)

// Target is the edition each scenario is also played under.
const Target = "2026-04-17"

// target is Target's text: every number a 2026 trace cites must be one
// of its rules.
var target *corpus.Edition

func main() {
	write := flag.Bool("write", false, "rewrite the files that pass under both editions")
	verbose := flag.Bool("v", false, "print each failure of a scenario left as it is")
	partial := flag.Bool("partial", false, "with -write, rewrite the files converted in part too")
	flag.Parse()
	cards, err := scenarios.BuiltinCards()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var files []string
	for _, arg := range flag.Args() {
		err := filepath.WalkDir(arg, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") && filepath.Base(p) != "README.md" {
				files = append(files, p)
			}
			return err
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	target, err = corpus.LoadBuiltin(Target)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	counts := map[string]int{}
	for _, file := range files {
		verdict, detail, out := convert(file, cards)
		counts[verdict]++
		if verdict == "skip" {
			continue
		}
		fmt.Printf("%-10s %s\n", verdict, file)
		if *verbose && detail != "" {
			fmt.Println("    " + strings.ReplaceAll(strings.TrimSpace(detail), "\n", "\n    "))
		}
		if *write && (verdict == "converted" || *partial && verdict == "partial") {
			if err := os.WriteFile(file, out, 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
	}
	fmt.Printf("converted %d, partial %d, fails %d, refused %d, skipped %d\n",
		counts["converted"], counts["partial"], counts["fails"], counts["refused"], counts["skip"])
}

// convert returns a verdict on one file: "skip" (not a single-edition
// scenario of the 2006 rules), "refused" (the 2026 language refuses the
// program), "fails" (an expectation other than a rule number fails under
// 2026, or no rule it is about is cited), "partial" (converted, but some
// rule it is about has no cited 2026 counterpart) or "converted", with
// the problems found and the rewritten file.
func convert(file string, cards *scenarios.CardLibrary) (verdict, detail string, out []byte) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "fails", err.Error(), nil
	}
	s, err := scenarios.Load(file, data)
	if err != nil {
		return "fails", err.Error(), nil
	}
	if len(s.Editions) > 0 || !lang.SameEdition(s.Edition, rulings.ReferenceEdition) {
		return "skip", "", nil
	}
	checker := scenarios.Checker{Cards: cards}
	cmp := checker.Compare(s, []string{s.Edition, Target})
	old, now := cmp.Runs[0], cmp.Runs[1]
	if !old.Passed {
		return "fails", "fails under its own edition:\n" + old.Error, nil
	}
	if now.Trace == nil {
		return "refused", now.Error, nil
	}
	aligned := align(cmp.Steps)
	lines := strings.Split(s.Program, "\n")
	eraLines := eraSpecific(lines)
	// Each era-specific line's 2026 candidates, best first.
	candidates := map[int][]string{}
	for _, i := range eraLines {
		candidates[i] = lineCandidates(strings.TrimSpace(lines[i]), old.Trace, now.Trace, aligned)
	}
	choice := map[int]int{}
	var program string
	var result scenarios.Result
	var lineAt map[int]int
	for range 8 {
		program, lineAt = rewriteProgram(lines, eraLines, candidates, choice, s.Edition)
		c := *s
		c.Program = program
		result = checker.Check(c.For(Target))
		moved := false
		for _, p := range result.Problems {
			for i, at := range lineAt {
				if s.ProgramLine+at == p.Line && choice[i] < len(candidates[i]) {
					choice[i]++
					moved = true
				}
			}
		}
		if !moved {
			break
		}
	}
	if !result.Passed {
		return "fails", result.Error, nil
	}
	for _, st := range result.Trace.Steps() {
		if _, ok := target.Rule(st.Rule); !ok {
			return "fails", fmt.Sprintf("the 2026 trace cites %s, not a rule of %s: %q", st.Rule, Target, st.Text), nil
		}
	}
	// The rules of 2026 the scenario is about: each 2006 rule's
	// counterparts that the 2026 trace cites.
	cited := map[string]bool{}
	for _, r := range result.Trace.Cites() {
		cited[r] = true
	}
	var rules26, lost []string
	for _, r := range s.Rules {
		found := false
		for _, n := range counterparts(r, old.Trace, aligned) {
			if cited[n] && !slices.Contains(rules26, n) {
				rules26 = append(rules26, n)
			}
			found = found || cited[n]
		}
		if !found {
			lost = append(lost, r)
		}
	}
	if len(rules26) == 0 {
		return "fails", "no rule it is about has a 2026 counterpart the 2026 trace cites: " + strings.Join(s.Rules, " "), nil
	}
	// Check both editions once more, as the file will be read.
	text, err := rewriteFile(string(data), s, program, rules26)
	if err != nil {
		return "fails", err.Error(), nil
	}
	again, err := scenarios.Load(file, []byte(text))
	if err != nil {
		return "fails", "rewritten: " + err.Error(), nil
	}
	if r := checker.Check(again); !r.Passed {
		return "fails", "rewritten: " + r.Error, nil
	}
	if len(lost) > 0 {
		return "partial", "no cited 2026 counterpart for " + strings.Join(lost, " "), []byte(text)
	}
	for _, i := range eraLines {
		if choice[i] >= len(candidates[i]) {
			return "partial", "an expectation holds under 2006 only: " + strings.TrimSpace(lines[i]), []byte(text)
		}
	}
	return "converted", "", []byte(text)
}

// align maps the index of each step of the first trace to the step of
// the second that the play took for it: the step that says the same,
// or, between two such steps, a step that says it in other words and
// cites the engine's 2026 pair of the first step's rule.
func align(rows []scenarios.StepRow) map[int]*rulings.Step {
	pairs := rulings.Rules2026().Numbers
	aligned := map[int]*rulings.Step{}
	oldRule := map[int]string{} // the rule of each step of the first trace said differently
	var oldOnly []int
	var newOnly []*rulings.Step
	settle := func() {
		used := map[int]bool{}
		for _, i := range oldOnly {
			for j, st := range newOnly {
				if !used[j] && st.Rule == pairs[oldRule[i]] {
					aligned[i], used[j] = st, true
					break
				}
			}
		}
		oldOnly, newOnly = nil, nil
	}
	oi := 0
	for _, row := range rows {
		switch {
		case row.Steps[0] == nil:
			newOnly = append(newOnly, row.Steps[1])
		case row.Steps[1] == nil:
			oldRule[oi] = row.Steps[0].Rule
			oldOnly = append(oldOnly, oi)
			oi++
		default:
			settle()
			aligned[oi] = row.Steps[1]
			oi++
		}
	}
	settle()
	return aligned
}

// counterparts returns the 2026 numbers rule r of 2006 may be cited as:
// the engine's pair and the pairs of the cases it splits into, then the
// rules the 2026 trace cites for the steps that cite r under 2006.
func counterparts(r string, old *rulings.Trace, aligned map[int]*rulings.Step) []string {
	rules := rulings.Rules2026()
	var out []string
	add := func(n string) {
		if n != "" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	if n, ok := rules.Numbers[r]; ok {
		add(n)
	}
	for k, n := range rules.Numbers {
		if base, _, ok := strings.Cut(k, "#"); ok && base == r {
			add(n)
		}
	}
	for i, st := range old.Steps() {
		if st.Rule == r && aligned[i] != nil {
			add(aligned[i].Rule)
		}
	}
	return out
}

// eraSpecific returns the indexes of the program lines, outside any
// "under" block, that are expectations naming a rule number.
func eraSpecific(lines []string) []int {
	var out []int
	underIndent := -1
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		indent := len(l) - len(strings.TrimLeft(l, " "))
		if underIndent >= 0 && indent > underIndent {
			continue
		}
		underIndent = -1
		if strings.HasPrefix(trimmed, lang.UnderKeyword+" ") {
			underIndent = indent
			continue
		}
		if indent == 0 {
			continue
		}
		for _, p := range []string{"cites ", "does not cite ", "illegal "} {
			if strings.HasPrefix(trimmed, p) {
				out = append(out, i)
			}
		}
	}
	return out
}

var numberPattern = regexp.MustCompile(`^(cites|does not cite|illegal) ([0-9]{3}\.[0-9]+[a-z]?)(.*)$`)

// lineCandidates returns the 2026 forms of an expectation line naming a
// rule, best first: each counterpart of its rule with its fragment as
// written and in the 2026 words.
func lineCandidates(line string, old, now *rulings.Trace, aligned map[int]*rulings.Step) []string {
	m := numberPattern.FindStringSubmatch(line)
	if m == nil {
		return nil
	}
	kind, rule, rest := m[1], m[2], m[3]
	var numbers []string
	if kind == "cites" {
		// The rules the 2026 trace cites for the steps this line finds.
		frag := fragmentOf(rest)
		for i, st := range old.Steps() {
			if st.Rule == rule && strings.Contains(st.Text, frag) && aligned[i] != nil && !slices.Contains(numbers, aligned[i].Rule) {
				numbers = append(numbers, aligned[i].Rule)
			}
		}
	}
	for _, n := range counterparts(rule, old, aligned) {
		if !slices.Contains(numbers, n) {
			numbers = append(numbers, n)
		}
	}
	forms := restForms(rest)
	if kind == "cites" {
		// The words of the steps the 2026 trace took for the ones this
		// line finds: the fragment's part of the 2026 step, where the
		// words around it are the same, or else the whole step.
		frag := fragmentOf(rest)
		for i, st := range old.Steps() {
			now := aligned[i]
			at := strings.Index(st.Text, frag)
			if st.Rule != rule || at < 0 || now == nil || frag == "" {
				continue
			}
			before, after := st.Text[:at], st.Text[at+len(frag):]
			words := now.Text
			if strings.HasPrefix(words, before) && strings.HasSuffix(words, after) && len(before)+len(after) <= len(words) {
				words = words[len(before) : len(words)-len(after)]
			}
			if f := " " + strconv.Quote(words) + count(rest); !slices.Contains(forms, f) && words != "" {
				forms = append(forms, f)
			}
		}
	}
	var out []string
	for _, n := range numbers {
		for _, r := range forms {
			c := kind + " " + n + r
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// fragmentOf returns the fragment of an expectation's rest, unquoted, the
// count left off.
func fragmentOf(rest string) string {
	rest = strings.TrimSpace(rest)
	if i := strings.LastIndex(rest, " x"); i >= 0 && strings.HasSuffix(rest, rest[i:]) && isCount(rest[i+2:]) {
		rest = strings.TrimSpace(rest[:i])
	}
	if len(rest) >= 2 && rest[0] == '"' && rest[len(rest)-1] == '"' {
		rest = strings.ReplaceAll(rest[1:len(rest)-1], `\"`, `"`)
	}
	return rest
}

// count returns the count of an expectation's rest (" x8"), or "".
func count(rest string) string {
	rest = strings.TrimSpace(rest)
	if i := strings.LastIndex(rest, " x"); i >= 0 && isCount(rest[i+2:]) {
		return rest[i:]
	}
	return ""
}

func isCount(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// restForms returns a fragment as written, then in the 2026 words: the
// 2026 phrases, then "play" as "cast" or "activate".
func restForms(rest string) []string {
	out := []string{rest}
	w := rulings.Rules2026().Words
	var pairs []string
	for i := 0; i+1 < len(w.Phrases); i += 2 {
		pairs = append(pairs, w.Phrases[i], w.Phrases[i+1])
	}
	phrased := strings.NewReplacer(pairs...).Replace(rest)
	for _, r := range append([]string{phrased}, verbs(phrased)...) {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

var playWords = regexp.MustCompile(`\b(plays|played|playing|play)\b`)

// verbs rewrites the 2006 verb "play" in its forms as "cast" or
// "activate", or keeps it (a card's own words in quotes), each occurrence
// its own way: all "cast", all "activate", then the mixed forms.
func verbs(s string) []string {
	forms := map[string][3]string{
		"plays": {"casts", "activates", "plays"}, "played": {"cast", "activated", "played"},
		"playing": {"casting", "activating", "playing"}, "play": {"cast", "activate", "play"},
	}
	n := len(playWords.FindAllStringIndex(s, -1))
	if n == 0 || n > 4 {
		return nil
	}
	combos := 1
	for range n {
		combos *= 3
	}
	all := func(f int) int { // the combination choosing f everywhere
		c := 0
		for range n {
			c = c*3 + f
		}
		return c
	}
	var out []string
	for _, combo := range append([]int{all(0), all(1)}, seq(0, combos)...) {
		k := 0
		out = append(out, playWords.ReplaceAllStringFunc(s, func(m string) string {
			digit := combo
			for range n - 1 - k {
				digit /= 3
			}
			k++
			return forms[m][digit%3]
		}))
	}
	return out
}

// seq returns the integers from a up to, not including, b.
func seq(a, b int) []int {
	var out []int
	for i := a; i < b; i++ {
		out = append(out, i)
	}
	return out
}

// rewriteProgram returns the program with each era-specific line whose
// 2026 form differs put in "under" blocks, the line under the scenario's
// edition and its chosen 2026 form under Target, and where each 2026
// form landed (program line index -> program line number from 0).
func rewriteProgram(lines []string, eraLines []int, candidates map[int][]string, choice map[int]int, edition string) (string, map[int]int) {
	isEra := map[int]bool{}
	for _, i := range eraLines {
		isEra[i] = true
	}
	var out []string
	lineAt := map[int]int{}
	for i := 0; i < len(lines); i++ {
		if !isEra[i] {
			out = append(out, lines[i])
			continue
		}
		indent := lines[i][:len(lines[i])-len(strings.TrimLeft(lines[i], " "))]
		// A run of era-specific lines at one indentation makes one pair
		// of blocks; a line whose 2026 form is itself stays shared.
		j := i
		for j < len(lines) && isEra[j] && strings.HasPrefix(lines[j], indent) && lines[j][len(indent)] != ' ' {
			j++
		}
		var before, after []string
		var at []int
		for k := i; k < j; k++ {
			trimmed := strings.TrimSpace(lines[k])
			c := choice[k]
			if c < len(candidates[k]) && candidates[k][c] == trimmed {
				continue
			}
			before = append(before, trimmed)
			if c < len(candidates[k]) {
				after = append(after, candidates[k][c])
				at = append(at, k)
			}
		}
		// Shared lines first, as written.
		for k := i; k < j; k++ {
			trimmed := strings.TrimSpace(lines[k])
			c := choice[k]
			if c < len(candidates[k]) && candidates[k][c] == trimmed {
				lineAt[k] = len(out)
				out = append(out, lines[k])
			}
		}
		if len(before) > 0 {
			out = append(out, indent+lang.UnderKeyword+" "+edition)
			for _, b := range before {
				out = append(out, indent+"  "+b)
			}
		}
		if len(after) > 0 {
			out = append(out, indent+lang.UnderKeyword+" "+Target)
			for n, a := range after {
				lineAt[at[n]] = len(out)
				out = append(out, indent+"  "+a)
			}
		}
		i = j - 1
	}
	return strings.Join(out, "\n"), lineAt
}

// rewriteFile returns the file with its front matter's rules: and
// edition: replaced by editions: and its program by program.
func rewriteFile(data string, s *scenarios.Scenario, program string, rules26 []string) (string, error) {
	if !strings.HasPrefix(data, "---\n") {
		return "", fmt.Errorf("%s: no front matter", s.File)
	}
	end := strings.Index(data[4:], "\n---\n")
	if end < 0 {
		return "", fmt.Errorf("%s: front matter not closed", s.File)
	}
	front, body := data[4:4+end+1], data[4+end+1:]
	var kept []string
	fm := strings.Split(strings.TrimSuffix(front, "\n"), "\n")
	at := -1
	for i := 0; i < len(fm); i++ {
		l := fm[i]
		switch {
		case strings.HasPrefix(l, "rules:"):
			if at < 0 {
				at = len(kept)
			}
			// A list over several lines continues indented.
			for i+1 < len(fm) && (strings.HasPrefix(fm[i+1], " ") || strings.HasPrefix(fm[i+1], "-")) {
				i++
			}
		case strings.HasPrefix(l, "edition:"):
			if at < 0 {
				at = len(kept)
			}
		default:
			kept = append(kept, l)
		}
	}
	if at < 0 {
		return "", fmt.Errorf("%s: no rules: in its front matter", s.File)
	}
	editions := []string{"editions:",
		"  " + s.Edition + ": [" + strings.Join(s.Rules, ", ") + "]",
		"  " + Target + ": [" + strings.Join(rules26, ", ") + "]"}
	kept = slices.Insert(kept, at, editions...)
	// The program sits between the fence lines of the scenario block.
	open := strings.Index(body, "```"+scenarios.BlockInfo+"\n")
	if open < 0 {
		return "", fmt.Errorf("%s: no scenario block", s.File)
	}
	start := open + len("```"+scenarios.BlockInfo+"\n")
	close := strings.Index(body[start:], "\n```")
	if close < 0 || body[start:start+close] != strings.TrimSuffix(s.Program, "\n") && body[start:start+close+1] != s.Program {
		return "", fmt.Errorf("%s: the scenario block is not where the program was read", s.File)
	}
	newBody := body[:start] + strings.TrimSuffix(program, "\n") + body[start+close:]
	return "---\n" + strings.Join(kept, "\n") + "\n" + newBody, nil
}
