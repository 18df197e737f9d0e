package scenarios

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// definedPTPrefixes open a characteristic-defining ability that sets
// power and toughness, as the language and Oracle text (with "this
// creature's" made "this's") write it.
var definedPTPrefixes = []string{"power and toughness are each equal to ", "this's power and toughness are each equal to "}

// definedPT parses "power and toughness are each equal to AMOUNT", AMOUNT
// being "the number of cards in your hand" or "the number of FILTER" (the
// permanents matching it). ok is false for any other line.
func (p *blockParser) definedPT(line int, text string) (*rulings.Ability, bool, error) {
	var amount string
	found := false
	for _, prefix := range definedPTPrefixes {
		if rest, ok := strings.CutPrefix(text, prefix); ok {
			amount, found = strings.TrimSuffix(rest, "."), true
		}
	}
	if !found {
		return nil, false, nil
	}
	v := rulings.Value{Var: "the number of cards in your hand"}
	if amount != v.Var {
		var err error
		if v, err = p.value(line, amount); err != nil || v.Count == nil {
			return nil, true, errorf(p.file, line, "expected \"power and toughness are each equal to the number of cards in your hand\" or \"... the number of FILTER\", found %q", text)
		}
	}
	return &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: &rulings.Static{Kind: rulings.DefinesPT, Amount: v}}, true, nil
}
