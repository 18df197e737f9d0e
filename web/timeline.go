package web

import (
	"context"
	"errors"
	"net/http"
	"sync"

	"github.com/go-chi/chi/v5"
	"github.com/judgekit/judge/corpus"
)

// history answers diffs and rule histories over the library's store: one
// corpus.Timeline shared by every request, so pairings are read from disk
// once, and a bound on how many pairings are computed at once, since one
// costs a few hundred milliseconds of CPU.
type history struct {
	lib *Library

	mu       sync.Mutex
	timeline *corpus.Timeline
	store    *corpus.Store
	slots    chan struct{}
}

func newHistory(lib *Library, concurrency int) *history {
	return &history{lib: lib, slots: make(chan struct{}, max(concurrency, 1))}
}

// open returns the timeline of the library's store, made on first use.
func (h *history) open() (*corpus.Timeline, error) {
	store, err := h.lib.editions.Store()
	if err != nil {
		return nil, err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.timeline == nil || h.store != store {
		h.timeline, h.store = corpus.NewTimeline(store), store
	}
	return h.timeline, nil
}

// run calls f in one of the slots, waiting no longer than ctx allows.
func (h *history) run(ctx context.Context, f func(*corpus.Timeline) error) error {
	timeline, err := h.open()
	if err != nil {
		return err
	}
	select {
	case h.slots <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-h.slots }()
	return f(timeline)
}

// forRule returns the history of a rule page's rule, or nil for the seed
// edition, which is not among the stored ones.
func (h *history) forRule(ctx context.Context, edition *corpus.Edition, rule *corpus.Rule) (*corpus.RuleHistory, error) {
	if edition.ID == corpus.SeedID {
		return nil, nil
	}
	var out *corpus.RuleHistory
	err := h.run(ctx, func(t *corpus.Timeline) (err error) {
		out, err = t.History(edition.ID, rule.ID)
		return err
	})
	return out, err
}

// follow names rule id of edition from in edition to, when both are
// stored and the rule is there; the edition switcher uses it to stay on
// the same rule across a renumbering.
func (h *history) follow(ctx context.Context, from, id, to string) (string, bool) {
	if from == "" || from == corpus.SeedID || to == corpus.SeedID {
		return "", false
	}
	var t *corpus.Translation
	err := h.run(ctx, func(timeline *corpus.Timeline) (err error) {
		t, err = timeline.Translate(from, id, to)
		return err
	})
	if err != nil || t.ID == "" {
		return "", false
	}
	return t.ID, true
}

// historyError makes the errors a diff or history can meet answers: an
// edition that is not stored, or a bad --only, is the user's mistake.
func historyError(err error) error {
	switch {
	case errors.Is(err, corpus.ErrNotStored):
		return errorf(http.StatusBadRequest, "%s: histories follow the imported editions", err)
	case errors.Is(err, corpus.ErrBadStatus):
		return errorf(http.StatusBadRequest, "%s", err)
	}
	return err
}

// diffFor computes the diff of two editions, filtered to one kind of
// change when only is set.
func (s *Server) diffFor(ctx context.Context, oldID, newID, only string) (*corpus.EditionDiff, error) {
	var status corpus.ChangeStatus
	if only != "" {
		var err error
		if status, err = corpus.ParseChangeStatus(only); err != nil {
			return nil, historyError(err)
		}
	}
	var d *corpus.EditionDiff
	err := s.history.run(ctx, func(t *corpus.Timeline) (err error) {
		d, err = t.Diff(oldID, newID)
		return err
	})
	if err != nil {
		return nil, err
	}
	if status != "" {
		d = d.Only(status)
	}
	return d, nil
}

// apiDiff answers `judge corpus diff OLD NEW --json [--only KIND]`.
func (s *Server) apiDiff(w http.ResponseWriter, r *http.Request) {
	d, err := s.diffFor(r.Context(), chi.URLParam(r, "old"), chi.URLParam(r, "new"), r.URL.Query().Get("only"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}

// apiHistory answers `judge rule ID --edition E --history --json`, or with
// ?in=NEW `judge rule ID --edition E --in NEW --json`.
func (s *Server) apiHistory(w http.ResponseWriter, r *http.Request) {
	editionID, id, in := chi.URLParam(r, "edition"), chi.URLParam(r, "id"), r.URL.Query().Get("in")
	var out any
	err := s.history.run(r.Context(), func(t *corpus.Timeline) error {
		if in != "" {
			translation, err := t.Translate(editionID, id, in)
			out = translation
			return err
		}
		h, err := t.History(editionID, id)
		out = h
		return err
	})
	if err != nil {
		s.fail(w, r, historyError(err))
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// diffView is the diff page: two editions picked from the stored ones and
// what changed between them.
type diffView struct {
	pageView
	Old, New string
	Only     string
	Diff     *corpus.EditionDiff
	Kinds    []string
}

// diffPage shows what changed between two editions; with no editions
// named, between the edition in view (the newest by default) and the
// stored edition before it.
func (s *Server) diffPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	newID, oldID := q.Get("new"), q.Get("old")
	newer, err := s.lib.Edition(newID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if oldID == "" {
		oldID = s.editionBefore(newer.ID)
	}
	v := &diffView{pageView: s.view(r, "What changed", newer.ID), Old: oldID, New: newer.ID, Only: q.Get("only"),
		Kinds: []string{"changed", "moved", "added", "removed"}}
	v.Stay["diff"] = "1"
	if oldID != "" {
		if v.Diff, err = s.diffFor(r.Context(), oldID, newer.ID, v.Only); err != nil {
			s.fail(w, r, historyError(err))
			return
		}
	}
	s.render(w, r, http.StatusOK, "diff", v)
}

// editionBefore is the listed edition just older than id, "" when there is
// none (the oldest, or the seed).
func (s *Server) editionBefore(id string) string {
	editions, err := s.lib.Editions()
	if err != nil {
		return ""
	}
	before := ""
	for _, e := range editions {
		if e.Embedded {
			continue
		}
		if e.ID == id {
			return before
		}
		before = e.ID
	}
	return ""
}
