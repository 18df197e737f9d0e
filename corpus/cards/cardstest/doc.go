// Package cardstest holds what tests and benchmarks of the card store share:
// the paths of the fixture of real cards and their rulings, in Scryfall's
// bulk data format, and generated bulk files of any size built around it.
package cardstest
