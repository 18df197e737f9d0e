package rulings

// noteRenamedSource records, once per resolution, that the permanent an
// ability calls by its own name has changed names since (it became a copy
// of something else): the ability still acts on that permanent (503.11,
// 707.11 of 2026).
func (r *resolution) noteRenamedSource() {
	if r.renamedNoted || r.source == nil {
		return
	}
	o := r.g.objects[r.source.id]
	if o == nil || o.Zone != ZoneInPlay || o.Zone != r.source.zone {
		return
	}
	now := r.g.view(o.ID)
	if now.name() == r.source.name() {
		return
	}
	r.renamedNoted = true
	r.g.record("503.11", "%s was %s when its ability was put on the stack: an effect that refers to a permanent by name still tracks it after it changes names or becomes a copy of something else", now.name(), r.source.name())
}
