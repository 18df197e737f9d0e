package rulings

import "slices"

// chosenTypeFilter is the filter of a permanent's static ability as it
// applies: "creatures you control of the chosen type" means the creature
// type chosen for that permanent as it came into play ("as this comes into
// play, choose a creature type"). With no type chosen, the filter matches
// nothing of the chosen type.
func chosenTypeFilter(f *Filter, o *Object) *Filter {
	if !f.ChosenType {
		return f
	}
	out := *f
	out.ChosenType = false
	chosen := o.ChosenType
	if chosen == "" {
		// No creature type has the empty name, so nothing matches.
		chosen = " "
	}
	out.Subtypes = append(slices.Clone(f.Subtypes), chosen)
	return &out
}
