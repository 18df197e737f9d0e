package scenarios

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// MaxFileSize is the largest scenario file accepted, 1 MiB: the longest
// built-in scenario is a few kilobytes, so anything near this is not a
// scenario a judge wrote (a device such as /dev/zero, a binary).
const MaxFileSize = 1 << 20

// ErrTooLarge is wrapped by the error for a file over MaxFileSize.
var ErrTooLarge = errors.New("scenario file too large")

// ReadFile reads a scenario file of at most MaxFileSize bytes. It reads no
// more than one byte past the limit of anything larger, so an endless
// source such as /dev/zero is refused at once rather than read into memory.
func ReadFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("read scenario: %w", err)
	}
	defer f.Close()
	return readLimited(f)
}

// readLimited reads r, refusing it once it passes MaxFileSize.
func readLimited(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("read scenario: %w", err)
	}
	if len(data) > MaxFileSize {
		return nil, tooLarge()
	}
	return data, nil
}

// readFS reads a scenario file of fsys as ReadFile does; its errors name
// the file, as they go into a list of every file's problems.
func readFS(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, fmt.Errorf("read scenario: %w", err)
	}
	defer f.Close()
	data, err := readLimited(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return data, nil
}

// tooLarge is the error for a file over MaxFileSize; callers say which.
func tooLarge() error {
	return fmt.Errorf("%w: more than %d bytes (the limit is %d KiB)", ErrTooLarge, MaxFileSize, MaxFileSize>>10)
}
