package lang

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// forbidForms are the endings of a static ability that stops permanents
// from acting, as Oracle text and the 2006 printings word them, with what
// each stops: "enchanted creature can't attack or block", "creatures your
// opponents control can't block", "enchanted creature doesn't untap during
// its controller's untap step", "this can't attack".
var forbidForms = []struct {
	suffix string
	acts   []string
}{
	{" can't attack or block, and its activated abilities can't be activated", []string{rulings.ForbidAttack, rulings.ForbidBlock, rulings.ForbidActivate}},
	{" can't attack or block, and its activated abilities can't be played", []string{rulings.ForbidAttack, rulings.ForbidBlock, rulings.ForbidActivate}},
	{" can't attack or block and its activated abilities can't be played", []string{rulings.ForbidAttack, rulings.ForbidBlock, rulings.ForbidActivate}},
	{" can't attack or block", []string{rulings.ForbidAttack, rulings.ForbidBlock}},
	{" can't attack", []string{rulings.ForbidAttack}},
	{" can't block", []string{rulings.ForbidBlock}},
	{"'s activated abilities can't be activated", []string{rulings.ForbidActivate}},
	{"'s activated abilities can't be played", []string{rulings.ForbidActivate}},
	{" doesn't untap during its controller's untap step", []string{rulings.ForbidUntap}},
	{" don't untap during their controllers' untap steps", []string{rulings.ForbidUntap}},
	{" don't untap during their controller's untap step", []string{rulings.ForbidUntap}},
	// "This creature doesn't untap during your untap step.": "your" is
	// the controller of the ability, the creature's own controller only
	// when the ability is the creature's own.
	{" doesn't untap during your untap step", []string{rulings.ForbidUntap}},
}

// forbidStatic reads a static ability that stops permanents from
// attacking, blocking, untapping or activating abilities (rulings.Forbids).
// ok is false when the line is none of these forms. "this can't block"
// is not read here: it is an ability of the creature itself (402.3).
func (p *blockParser) forbidStatic(line int, s string) (*rulings.Static, bool, error) {
	for _, form := range forbidForms {
		what, ok := strings.CutSuffix(s, form.suffix)
		if !ok || what == "" {
			continue
		}
		if strings.Contains(form.suffix, " your ") && what != "this" {
			continue
		}
		st := &rulings.Static{Kind: rulings.Forbids, Forbidden: form.acts}
		if what == "this" {
			st.Self = true
			return st, true, nil
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, true, err
		}
		st.Filter = f
		return st, true, nil
	}
	return nil, false, nil
}

// attachedRefs are the words naming what an Aura or Equipment is attached
// to, in an instruction ("tap enchanted creature").
var attachedRefs = map[string]bool{"enchanted creature": true, "equipped creature": true, "enchanted permanent": true, "enchanted land": true, "enchanted artifact": true}
