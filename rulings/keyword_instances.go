package rulings

// recordSeparateTrigger records, when t's source has several instances of
// the keyword t's ability stands for, that this instance triggered on its
// own (502.12c rampage, 502.38b bushido, ...): each instance is a
// separate triggered ability.
func (g *Game) recordSeparateTrigger(t *pendingTrigger) {
	k, ok := KeywordNamed(t.ability.Keyword)
	if !ok || k.separateRule == "" || t.source == nil {
		return
	}
	if n := instances(t.source.chars(), t.ability); n > 1 {
		g.record(k.separateRule, "%s has %s %d times, and each instance triggers separately: this is one of them", t.source.name(), k.Name, n)
	}
}
