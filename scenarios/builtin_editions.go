package scenarios

import (
	"errors"

	"github.com/judgekit/judge/corpus"
)

// forBuiltin returns c, or, for a built-in scenario whose edition is not
// imported here (the keyword scenarios cite the complete 2006-10-01
// rules, which a fresh machine lacks), a copy that checks its rules:
// entries for form only; the package's tests check them against that
// edition's text.
func (c Checker) forBuiltin(s *Scenario) Checker {
	if c.Edition == nil {
		return c
	}
	var unknown *corpus.UnknownEditionError
	if _, err := c.Edition(s.Edition); errors.As(err, &unknown) {
		c.Edition = nil
	}
	return c
}
