package rulings

// keywordsForbidBlock returns the IllegalError of the first keyword whose
// rule stops blocker from blocking attacker (evasion abilities, 309.2a),
// or nil.
func (g *Game) keywordsForbidBlock(attacker, blocker *view) error {
	for _, k := range Keywords() {
		if k.restrictsBlock == nil {
			continue
		}
		if err := k.restrictsBlock(g, attacker, blocker); err != nil {
			return err
		}
	}
	return nil
}
