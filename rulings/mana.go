package rulings

import (
	"fmt"
	"strconv"
	"strings"
)

// Color is one of the five colors of Magic.
type Color int

// The five colors, in the order of the color wheel.
const (
	White Color = iota
	Blue
	Black
	Red
	Green
)

// AllColors lists the five colors in wheel order.
var allColors = [...]Color{White, Blue, Black, Red, Green}

var colorNames = [...]string{"white", "blue", "black", "red", "green"}
var colorSymbols = [...]string{"W", "U", "B", "R", "G"}

// String returns the color's name ("black").
func (c Color) String() string { return colorNames[c] }

// Symbol returns the color's mana symbol letter ("B").
func (c Color) Symbol() string { return colorSymbols[c] }

// ParseColor reads a color name ("black") or mana letter ("B").
func ParseColor(s string) (Color, bool) {
	for i := range colorNames {
		if strings.EqualFold(s, colorNames[i]) || strings.EqualFold(s, colorSymbols[i]) {
			return Color(i), true
		}
	}
	return 0, false
}

// ColorSet is a set of colors; the zero value is colorless.
type ColorSet uint8

// Has reports whether c is in the set.
func (s ColorSet) Has(c Color) bool { return s&(1<<c) != 0 }

// With returns the set with c added.
func (s ColorSet) With(c Color) ColorSet { return s | 1<<c }

// Colors lists the set's colors in wheel order.
func (s ColorSet) Colors() []Color {
	var out []Color
	for _, c := range allColors {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// String renders the set as "green-and-white" or "colorless".
func (s ColorSet) String() string {
	cs := s.Colors()
	if len(cs) == 0 {
		return "colorless"
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.String()
	}
	return strings.Join(names, "-and-")
}

// ManaCost is a cost in mana symbols: generic mana, colored mana and X.
type ManaCost struct {
	// Generic is the amount of generic mana ({2}).
	Generic int
	// Colored counts the colored symbols per color.
	Colored [5]int
	// X counts the {X} symbols.
	X int
	// Hybrid counts the hybrid symbols ({G/W}) by their index in
	// hybridPairs (104.3f, mana_hybrid.go).
	Hybrid [10]int
	// TwoHybrid counts the monocolored hybrid symbols ({2/B}) per color,
	// and Phyrexian the Phyrexian symbols ({B/P}) per color (107.4f,
	// mana_phyrexian.go).
	TwoHybrid, Phyrexian [5]int
	// Colorless counts the colorless mana symbols ({C}): each is paid
	// with one colorless mana only (107.4c of 2026, ColorlessSymbolSince).
	Colorless int
}

// ParseManaCost reads a cost such as "{2}{B}", "{X}{R}" or "{0}".
func ParseManaCost(s string) (ManaCost, error) {
	var m ManaCost
	rest := s
	if rest == "" {
		return m, fmt.Errorf("empty mana cost")
	}
	for rest != "" {
		if rest[0] != '{' {
			return m, fmt.Errorf("mana cost %q: expected '{' at %q", s, rest)
		}
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			return m, fmt.Errorf("mana cost %q: missing '}'", s)
		}
		sym := rest[1:end]
		rest = rest[end+1:]
		if n, err := strconv.Atoi(sym); err == nil && n >= 0 && n < 1000 {
			m.Generic += n
			continue
		}
		if sym == "X" {
			m.X++
			continue
		}
		if sym == "C" {
			m.Colorless++
			continue
		}
		if h, ok := hybridIndex(sym); ok {
			m.Hybrid[h]++
			continue
		}
		if m.addColoredAlternative(sym) {
			continue
		}
		c, ok := ParseColor(sym)
		if !ok || len(sym) != 1 {
			return m, fmt.Errorf("mana cost %q: unknown mana symbol {%s}", s, sym)
		}
		m.Colored[c]++
	}
	return m, nil
}

// ConvertedCost is the converted mana cost, counting X as zero (X is
// chosen only while the object is on the stack).
func (m ManaCost) ConvertedCost() int {
	n := m.Generic + m.Colorless + m.hybridCount()
	for c := range m.Colored {
		n += m.Colored[c] + 2*m.TwoHybrid[c] + m.Phyrexian[c]
	}
	return n
}

// Colors returns the colors of the cost's colored symbols.
func (m ManaCost) Colors() ColorSet {
	var s ColorSet
	for _, c := range allColors {
		if m.Colored[c] > 0 || m.TwoHybrid[c] > 0 || m.Phyrexian[c] > 0 {
			s = s.With(c)
		}
	}
	for i, n := range m.Hybrid {
		if n > 0 {
			s = s.With(hybridPairs[i][0]).With(hybridPairs[i][1])
		}
	}
	return s
}

// plus adds two costs.
func (m ManaCost) plus(o ManaCost) ManaCost {
	m.Generic += o.Generic
	m.X += o.X
	m.Colorless += o.Colorless
	for i := range m.Colored {
		m.Colored[i] += o.Colored[i]
		m.TwoHybrid[i] += o.TwoHybrid[i]
		m.Phyrexian[i] += o.Phyrexian[i]
	}
	for i := range m.Hybrid {
		m.Hybrid[i] += o.Hybrid[i]
	}
	return m
}

// IsZero reports whether the cost asks for no mana at all.
func (m ManaCost) IsZero() bool {
	return m.ConvertedCost() == 0 && m.X == 0
}

// String renders the cost as mana symbols; a cost of nothing is "{0}".
func (m ManaCost) String() string {
	var b strings.Builder
	for i := 0; i < m.X; i++ {
		b.WriteString("{X}")
	}
	if m.Generic > 0 {
		fmt.Fprintf(&b, "{%d}", m.Generic)
	}
	b.WriteString(strings.Repeat("{C}", m.Colorless))
	for i, n := range m.Hybrid {
		b.WriteString(strings.Repeat(hybridSymbol(i), n))
	}
	m.writeColoredAlternatives(&b)
	writeColored(&b, m.Colored)
	if b.Len() == 0 {
		return "{0}"
	}
	return b.String()
}

// writeColored writes one symbol per colored mana, color by color in the
// order costs print them (white, blue, black, red, green).
func writeColored(b *strings.Builder, colored [5]int) {
	for _, c := range allColors {
		b.WriteString(strings.Repeat("{"+c.Symbol()+"}", colored[c]))
	}
}

// ManaPool is the mana a player has available: colorless and per color.
type ManaPool struct {
	// Colorless is the amount of colorless mana.
	Colorless int
	// Colored is the amount of each color.
	Colored [5]int
	// Restricted is the part of that mana that can be spent only in some
	// way (106.6), in mana_restricted.go. Its array is never changed in
	// place, only replaced, so copies of a pool may share it.
	Restricted []SpendRestriction
}

// Total is the amount of mana in the pool.
func (p ManaPool) Total() int {
	n := p.Colorless
	for _, c := range p.Colored {
		n += c
	}
	return n
}

// String renders the pool as mana symbols; an empty pool is "empty".
func (p ManaPool) String() string {
	var b strings.Builder
	for i := 0; i < p.Colorless; i++ {
		b.WriteString("{1}")
	}
	writeColored(&b, p.Colored)
	if b.Len() == 0 {
		return "empty"
	}
	return b.String() + p.restrictedString()
}

// Mana is one kind of mana: a color, or colorless when Colorless is set.
type Mana struct {
	Color     Color
	Colorless bool
}

// String renders the mana as a symbol.
func (m Mana) String() string {
	if m.Colorless {
		return "{1}"
	}
	return "{" + m.Color.Symbol() + "}"
}

func (p *ManaPool) add(m Mana, n int) {
	if m.Colorless {
		p.Colorless += n
		return
	}
	p.Colored[m.Color] += n
}

// sameAmounts reports whether two pools hold the same amount of each type
// of mana, whatever restrictions on spending it.
func (p ManaPool) sameAmounts(o ManaPool) bool {
	return p.Colorless == o.Colorless && p.Colored == o.Colored
}
