package index

import (
	_ "embed"
	"strings"
	"sync"

	"github.com/judgekit/judge/corpus"
)

// englishText is a list of English words, base forms only; its header
// says where it comes from.
//
//go:embed english.txt
var englishText string

// englishWords is the word list as a set, read once, on the first query
// with a word the edition does not use.
var englishWords = sync.OnceValue(func() map[string]bool {
	words := make(map[string]bool, 20000)
	for line := range strings.SplitSeq(englishText, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			words[line] = true
		}
	}
	return words
})

// inflectionDepth is how many regular endings a word may carry on top of
// a listed word: "sweepings" is "sweeping" is "sweep".
const inflectionDepth = 2

// isEnglish reports whether word, lower case, is an English word: listed,
// or a regular inflection of a listed word (corpus.BaseForms). A judge
// typing one means it ("gone", "untapping"), so it is no typo to correct
// into a word of the rules.
func isEnglish(word string) bool {
	return englishIn(englishWords(), word, inflectionDepth)
}

func englishIn(words map[string]bool, word string, depth int) bool {
	if words[word] {
		return true
	}
	if depth == 0 {
		return false
	}
	for _, base := range corpus.BaseForms(word)[1:] {
		if englishIn(words, base, depth-1) {
			return true
		}
	}
	return false
}
