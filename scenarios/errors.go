package scenarios

import (
	"fmt"

	"github.com/judgekit/judge/scenarios/lang"
)

// Error is a problem in a scenario file, located by file and line.
type Error = lang.Error

// errorf builds an *Error at file:line.
func errorf(file string, line int, format string, args ...any) *Error {
	return &Error{File: file, Line: line, Msg: fmt.Sprintf(format, args...)}
}
