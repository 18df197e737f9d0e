package scenarios

import (
	"github.com/judgekit/judge/scenarios/lang"
)

// Error is a problem in a scenario file, located by file and line.
type Error = lang.Error
