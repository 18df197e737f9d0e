package scenarios

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOversizedScenarioFilesAreRefusedUnread(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err == nil {
		// An endless file: reading it whole would never finish.
		if _, err := ReadFile("/dev/zero"); !errors.Is(err, ErrTooLarge) {
			t.Errorf("ReadFile(/dev/zero) = %v, want ErrTooLarge", err)
		}
	}
	big := filepath.Join(t.TempDir(), "big.md")
	if err := os.WriteFile(big, []byte(strings.Repeat("x", MaxFileSize+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(big); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ReadFile(%d bytes) = %v, want ErrTooLarge", MaxFileSize+1, err)
	}
	if _, err := Load("big.md", make([]byte, MaxFileSize+1)); err == nil || !strings.Contains(err.Error(), "big.md:1: ") {
		t.Errorf("Load of an oversized file = %v, want an error at big.md:1", err)
	}
	fits := filepath.Join(t.TempDir(), "fits.md")
	if err := os.WriteFile(fits, []byte(wellFormed), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(fits); err != nil || string(data) != wellFormed {
		t.Errorf("ReadFile of a scenario = %d bytes, %v", len(data), err)
	}
}
