package index

import "strings"

// jargon is what judges and players write for a term the rules spell out:
// abbreviations and community names that never appear in the CR text.
// The expansion is in the CR's own words, so it meets the glossary and the
// rules directly. It returns "" for a word that is not jargon.
func jargon(word string) string {
	switch strings.ToLower(strings.Trim(word, `.,;:!?()"'`)) {
	case "etb", "etbs":
		return "enters the battlefield"
	case "ltb":
		return "leaves the battlefield"
	case "sba", "sbas":
		return "state-based actions"
	case "lki":
		return "last known information"
	case "apnap":
		return "active player nonactive player order"
	case "cmc", "mv":
		return "mana value"
	case "p/t":
		return "power toughness"
	case "dfc", "dfcs", "mdfc", "mdfcs":
		return "double-faced card"
	case "edh":
		return "commander"
	case "2hg":
		return "two-headed giant"
	case "pw", "pws":
		return "planeswalker"
	case "cda", "cdas":
		return "characteristic-defining ability"
	}
	return ""
}

// expandJargon replaces each jargon word by its expansion and says whether
// any was replaced.
func expandJargon(words []string) ([]string, bool) {
	out := make([]string, 0, len(words))
	expanded := false
	for _, w := range words {
		if e := jargon(w); e != "" {
			out = append(out, strings.Fields(e)...)
			expanded = true
			continue
		}
		out = append(out, w)
	}
	return out, expanded
}
