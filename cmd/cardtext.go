package cmd

import (
	"regexp"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// freeTextAnnotation marks a command whose arguments are words a judge
// types, where card text such as "-1/-1" is a word, not a flag.
const freeTextAnnotation = "free-text"

// cardText matches an argument that starts with "-" and is card text, not
// a flag: a number or a power/toughness modifier ("-1", "-1/-1", "-X/-0").
// No flag of judge is named by a digit; a letter ("-n") is card text only
// with its slash.
var cardText = regexp.MustCompile(`^-([0-9]+(/[+-]?([0-9]+|[XYNxyn*]))?|[XYNxyn*]/[+-]?([0-9]+|[XYNxyn*]))$`)

// keepCardText lets card text stand among a free-text command's words:
// `judge search indestructible and -1/-1 counters` would otherwise fail
// on an unknown flag "-1". When such an argument comes before any "--",
// the command's flags (with their values) are put first and its words
// after a "--", in the order typed. Other arguments are returned as they
// are.
func keepCardText(root *cobra.Command, args []string) []string {
	c, rest, err := root.Find(args)
	if err != nil || c == root || c.Annotations[freeTextAnnotation] == "" {
		return args
	}
	found := false
	for _, a := range rest {
		if a == "--" {
			break
		}
		if cardText.MatchString(a) {
			found = true
			break
		}
	}
	if !found {
		return args
	}
	flags := &pflag.FlagSet{}
	flags.AddFlagSet(c.Flags())
	flags.AddFlagSet(c.InheritedFlags())
	var named, words []string
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		switch {
		case a == "--":
			words = append(words, rest[i+1:]...)
			i = len(rest)
		case cardText.MatchString(a), a == "-", !strings.HasPrefix(a, "-"):
			words = append(words, a)
		case strings.HasPrefix(a, "--"):
			named = append(named, a)
			name, _, hasValue := strings.Cut(a[2:], "=")
			if f := flags.Lookup(name); f != nil && !hasValue && takesValue(f) && i+1 < len(rest) {
				i++
				named = append(named, rest[i])
			}
		default:
			// Shorthands, perhaps run together ("-n3", "-n 3"): the last
			// one may take the next argument as its value.
			named = append(named, a)
			last := a[len(a)-1:]
			if f := flags.ShorthandLookup(last); f != nil && takesValue(f) && i+1 < len(rest) && !valueInside(flags, a[1:]) {
				i++
				named = append(named, rest[i])
			}
		}
	}
	path := strings.Fields(c.CommandPath())[1:]
	out := append(append(path, named...), "--")
	return append(out, words...)
}

// takesValue reports whether a flag needs a value (not a bool switch).
func takesValue(f *pflag.Flag) bool { return f.NoOptDefVal == "" }

// valueInside reports whether a run of shorthands holds its value
// already: a shorthand taking a value ends the run ("-n3" is -n with 3).
func valueInside(flags *pflag.FlagSet, run string) bool {
	for i := 0; i < len(run)-1; i++ {
		if f := flags.ShorthandLookup(run[i : i+1]); f != nil && takesValue(f) {
			return true
		}
	}
	return false
}
