package rulings

import (
	"slices"
	"testing"
)

func TestChosenTypeFilter(t *testing.T) {
	tests := []struct {
		name   string
		filter Filter
		chosen string
		want   []string
	}{
		{"no chosen-type words", Filter{Types: []string{"creature"}}, "Elf", nil},
		{"the permanent's choice", Filter{ChosenType: true}, "Fish", []string{"Fish"}},
		{"beside other subtypes", Filter{ChosenType: true, Subtypes: []string{"Warrior"}}, "Elf", []string{"Warrior", "Elf"}},
		{"nothing chosen", Filter{ChosenType: true}, "", []string{" "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.filter
			got := chosenTypeFilter(&f, &Object{ChosenType: tt.chosen})
			if got.ChosenType {
				t.Errorf("chosen type left in the filter")
			}
			if !slices.Equal(got.Subtypes, tt.want) && !(tt.want == nil && slices.Equal(got.Subtypes, tt.filter.Subtypes)) {
				t.Errorf("subtypes = %q, want %q", got.Subtypes, tt.want)
			}
			if tt.filter.ChosenType && len(tt.filter.Subtypes) != len(f.Subtypes) {
				t.Errorf("the ability's own filter was changed")
			}
		})
	}
}
