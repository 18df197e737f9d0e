package lang

// StatedOutcome returns the lines of a scenario program's expect section as
// written: the outcome the scenario states, which the engine's run is
// held to. The lines of "under EDITION" blocks count only for the edition
// named; a program whose lines can't be read states none.
func StatedOutcome(program, edition string) []string {
	p := &blockParser{edition: edition}
	nodes, err := p.tree(1, program)
	if err != nil {
		return nil
	}
	if nodes, err = p.underEdition(nodes); err != nil {
		return nil
	}
	var out []string
	for _, n := range nodes {
		if n.text != "expect" {
			continue
		}
		for _, c := range n.children {
			out = append(out, c.text)
		}
	}
	return out
}
