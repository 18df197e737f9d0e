package corpus

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// LookupCacheVersion is the format of the lookup cache files; a file of
// another version is rebuilt, never read.
const LookupCacheVersion = 1

// lookupMagic opens every lookup cache file.
const lookupMagic = "judgekit rules\n\x00"

// lookupHeaderSize is the magic, the version, the CRC-32C of the body and
// the body's length.
const lookupHeaderSize = len(lookupMagic) + 4 + 4 + 8

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// errBadLookupCache is matched by the errors of a lookup cache file that
// cannot be trusted: such a file is rebuilt from a full parse.
var errBadLookupCache = errors.New("lookup cache unusable")

// FindRule finds a rule of the edition editionID names (as Load names
// editions) the way Edition.FindRule does, without parsing the edition
// when it can: each edition's rules are kept in a lookup cache in the data
// directory, one file per edition hash, built on first use. The edition
// returned with a rule found in the cache holds that rule and the rules it
// names (its ancestors, children and references), enough to show it as
// the whole edition would; a rule the cache lacks, or a cache missing,
// stale or damaged, is looked up in the whole edition, parsed, and the
// cache rebuilt. A rule the edition does not have is an *UnknownRuleError
// returned with the whole edition; any other error comes with no edition.
func (e *Editions) FindRule(editionID, id string) (*Edition, *Rule, error) {
	dir, cache := e.lookupCache(editionID)
	if cache != nil {
		if edition, rule, ok := cache.find(id); ok {
			return edition, rule, nil
		}
	}
	edition, err := e.Load(editionID)
	if err != nil {
		return nil, nil, err
	}
	// A cache that read well but lacks the rule is sound, the rule
	// unknown; one that did not read is built, under the hash of what was
	// parsed. A data directory that cannot be written to only costs a
	// parse per lookup, as before the cache.
	if dir != "" && cache == nil && hexHash.MatchString(edition.Hash) {
		_ = writeLookupCache(filepath.Join(dir, edition.Hash+".rules"), edition)
	}
	rule, err := edition.FindRule(id)
	if err != nil {
		return edition, nil, err
	}
	return edition, rule, nil
}

// lookupCache reads the lookup cache of the edition editionID names, found
// by the hash its manifest records (the seed's embedded files are hashed,
// not parsed). dir is the cache directory, "" when there is no data
// directory to keep one in; cache is nil when the file is missing or
// cannot be trusted, or the edition is not known without parsing.
func (e *Editions) lookupCache(editionID string) (dir string, cache *lookupCacheFile) {
	store, err := e.Store()
	if err != nil {
		return "", nil
	}
	dir = store.lookupDir()
	id, hash := SeedID, ""
	if editionID == "" || editionID == SeedID {
		hash, err = SeedHash()
	} else {
		var info EditionInfo
		info, err = store.Info(editionID)
		id, hash = info.ID, info.Hash
	}
	// Load says what is wrong with an unknown ID ("latest" with nothing
	// imported is the seed, parsed).
	if err != nil || !hexHash.MatchString(hash) {
		return dir, nil
	}
	cache, err = readLookupCache(filepath.Join(dir, hash+".rules"), hash)
	if err != nil {
		return dir, nil
	}
	cache.id = id
	return dir, cache
}

func (s *Store) lookupDir() string { return filepath.Join(s.dir, "lookup") }

// lookupCacheFile is a read lookup cache: the rule IDs, sorted, each with
// where its record (the rule as JSON) sits in records.
type lookupCacheFile struct {
	// id, effective and hash describe the edition.
	id, effective, hash string
	keys                []string
	spans               [][2]int
	records             []byte
}

// encodeLookupCache lays out edition's rules as a lookup cache file. Each
// ID is stored once, as the edition's Rule finds it: the first rule of
// that ID.
func encodeLookupCache(edition *Edition) ([]byte, error) {
	type entry struct {
		key    string
		record []byte
	}
	seen := make(map[string]bool, len(edition.Rules))
	entries := make([]entry, 0, len(edition.Rules))
	for _, rule := range edition.Rules {
		if seen[rule.ID] {
			continue
		}
		seen[rule.ID] = true
		record, err := json.Marshal(rule)
		if err != nil {
			return nil, fmt.Errorf("lookup cache: encode rule %s: %w", rule.ID, err)
		}
		entries = append(entries, entry{rule.ID, record})
	}
	slices.SortFunc(entries, func(a, b entry) int { return strings.Compare(a.key, b.key) })
	var body []byte
	body = appendString(body, edition.Hash)
	body = appendString(body, edition.Effective)
	body = binary.AppendUvarint(body, uint64(len(entries)))
	offset := 0
	for _, entry := range entries {
		body = appendString(body, entry.key)
		body = binary.AppendUvarint(body, uint64(offset))
		body = binary.AppendUvarint(body, uint64(len(entry.record)))
		offset += len(entry.record)
	}
	for _, entry := range entries {
		body = append(body, entry.record...)
	}
	file := make([]byte, 0, lookupHeaderSize+len(body))
	file = append(file, lookupMagic...)
	file = binary.LittleEndian.AppendUint32(file, LookupCacheVersion)
	file = binary.LittleEndian.AppendUint32(file, crc32.Checksum(body, castagnoli))
	file = binary.LittleEndian.AppendUint64(file, uint64(len(body)))
	return append(file, body...), nil
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// writeLookupCache stores edition's lookup cache at path, atomically: a
// reader sees the old file, the new one or none, and two processes
// writing at once leave one whole file (both write the same bytes).
func writeLookupCache(path string, edition *Edition) error {
	data, err := encodeLookupCache(edition)
	if err != nil {
		return err
	}
	if err := writeFileAtomic(path, data); err != nil {
		return fmt.Errorf("lookup cache: %w", err)
	}
	return nil
}

// readLookupCache reads the lookup cache at path, checking that it is
// whole (its length and checksum), of this version, and of the edition
// with this hash. Any error matches errBadLookupCache or is the read's.
func readLookupCache(path, hash string) (*lookupCacheFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cache, err := decodeLookupCache(data, hash)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return cache, nil
}

// decodeLookupCache reads a lookup cache file's bytes; it never panics,
// whatever they are.
func decodeLookupCache(data []byte, hash string) (*lookupCacheFile, error) {
	bad := func(what string) error { return fmt.Errorf("%w: %s", errBadLookupCache, what) }
	if len(data) < lookupHeaderSize || string(data[:len(lookupMagic)]) != lookupMagic {
		return nil, bad("not a lookup cache")
	}
	header := data[len(lookupMagic):lookupHeaderSize]
	if version := binary.LittleEndian.Uint32(header); version != LookupCacheVersion {
		return nil, bad(fmt.Sprintf("version %d, want %d", version, LookupCacheVersion))
	}
	body := data[lookupHeaderSize:]
	if size := binary.LittleEndian.Uint64(header[8:]); size != uint64(len(body)) {
		return nil, bad(fmt.Sprintf("%d bytes, want %d", len(body), size))
	}
	if crc32.Checksum(body, castagnoli) != binary.LittleEndian.Uint32(header[4:]) {
		return nil, bad("checksum differs")
	}
	r := &lookupReader{data: body}
	stored, effective := r.string(), r.string()
	count := r.number()
	if r.err != nil || count > uint64(len(body)) {
		return nil, bad("header damaged")
	}
	if stored != hash {
		return nil, bad("for another edition")
	}
	cache := &lookupCacheFile{
		effective: effective,
		hash:      stored,
		keys:      make([]string, 0, count),
		spans:     make([][2]int, 0, count),
	}
	for range count {
		key, offset, length := r.string(), r.number(), r.number()
		if r.err != nil {
			return nil, bad("table damaged")
		}
		if n := len(cache.keys); n > 0 && cache.keys[n-1] >= key {
			return nil, bad("table out of order")
		}
		cache.keys = append(cache.keys, key)
		cache.spans = append(cache.spans, [2]int{int(min(offset, uint64(len(body))+1)), int(min(length, uint64(len(body))+1))})
	}
	cache.records = body[r.at:]
	for _, span := range cache.spans {
		if span[0]+span[1] > len(cache.records) {
			return nil, bad("record outside the file")
		}
	}
	return cache, nil
}

// lookupReader reads the uvarints and strings of a lookup cache body,
// remembering the first error.
type lookupReader struct {
	data []byte
	at   int
	err  error
}

func (r *lookupReader) number() uint64 {
	if r.err != nil {
		return 0
	}
	n, size := binary.Uvarint(r.data[r.at:])
	if size <= 0 {
		r.err = errBadLookupCache
		return 0
	}
	r.at += size
	return n
}

func (r *lookupReader) string() string {
	n := r.number()
	if r.err != nil {
		return ""
	}
	if n > uint64(len(r.data)-r.at) {
		r.err = errBadLookupCache
		return ""
	}
	s := string(r.data[r.at : r.at+int(n)])
	r.at += int(n)
	return s
}

// record decodes the rule stored under key; false when there is none.
func (c *lookupCacheFile) record(key string) (*Rule, bool) {
	i, found := slices.BinarySearch(c.keys, key)
	if !found {
		return nil, false
	}
	span := c.spans[i]
	var rule Rule
	if err := json.Unmarshal(c.records[span[0]:span[0]+span[1]], &rule); err != nil || rule.ID != key {
		return nil, false
	}
	return &rule, true
}

// find finds id as Edition.FindRule does and returns it with an edition
// holding it and every rule showing it reads: its ancestors, its children
// and the rules it cites. false when id is not in the cache or a record
// it needs does not decode: then the whole edition answers.
func (c *lookupCacheFile) find(id string) (*Edition, *Rule, bool) {
	rule, ok := c.record(ruleKey(strings.ToLower(id)))
	if !ok {
		return nil, nil, false
	}
	rules := []*Rule{rule}
	loaded := map[string]bool{rule.ID: true}
	// add loads the rule of an ID a rule names; nil when it is loaded
	// already or the edition lacks it (shown as missing either way).
	add := func(id string) (*Rule, bool) {
		if loaded[id] {
			return nil, true
		}
		loaded[id] = true
		if _, found := slices.BinarySearch(c.keys, id); !found {
			return nil, true
		}
		related, ok := c.record(id)
		if ok {
			rules = append(rules, related)
		}
		return related, ok
	}
	for parentID := rule.Parent; parentID != ""; {
		parent, ok := add(parentID)
		if !ok {
			return nil, nil, false
		}
		if parent == nil {
			break
		}
		parentID = parent.Parent
	}
	for _, child := range rule.Children {
		if _, ok := add(child); !ok {
			return nil, nil, false
		}
	}
	for _, ref := range rule.Refs {
		if _, ok := add(ref.ID); !ok {
			return nil, nil, false
		}
	}
	edition := &Edition{ID: c.id, Effective: c.effective, Hash: c.hash, Rules: rules}
	return edition, rule, true
}

// ruleKey is the ID Edition.Rule looks id up by.
func ruleKey(id string) string {
	key := strings.TrimSpace(id)
	if number, ok := parseRuleID(key); ok {
		key = number.String()
	}
	return key
}
