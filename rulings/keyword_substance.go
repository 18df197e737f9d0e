package rulings

// substance: a static ability with no effect (502.49); the engine notes it
// as the permanent comes into play (applyEntryStatics).
var substance = Keyword{Name: "substance", Rule: "502.49", Form: "substance", build: staticKeyword(PlayRule)}
