package scenarios

import _ "embed"

// languageReference is scenarios/README.md: how a scenario file is
// written, its front matter and every line of the scenario language.
//
//go:embed README.md
var languageReference string

// LanguageReference returns the reference of the scenario language, as
// Markdown, so a judge with only the binary can write a scenario file.
func LanguageReference() string { return languageReference }
