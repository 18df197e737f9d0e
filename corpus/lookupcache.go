package corpus

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// LookupCacheVersion is the format of the lookup cache files; a file of
// another version is rebuilt, never read.
const LookupCacheVersion = 2

// lookupMagic opens every lookup cache file.
const lookupMagic = "judgekit rules\n\x00"

// lookupHeaderSize is the magic, the version, the CRC-32C of the table and
// the table's length. The table (the edition's hash and effective date,
// the records' total length, and each rule ID with its record's offset,
// length and CRC-32C) follows, then the records: a lookup reads the
// header, the table and the records it needs, each checked, and no more.
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
	dir, hash, cache := e.lookupCache(editionID)
	if cache != nil {
		edition, rule, err := cache.find(id)
		cache.close()
		if err != nil {
			cache = nil // a damaged record: rebuilt below
		} else if rule != nil {
			return edition, rule, nil
		}
	}
	edition, err := e.Load(editionID)
	if err != nil {
		return nil, nil, err
	}
	// A cache that read well but lacks the rule is sound, the rule
	// unknown; one that did not read is built, under the hash of what was
	// parsed. An edition known only by parsing gets none: its next lookup
	// could not find it. A data directory that cannot be written to only
	// costs a parse per lookup, as before the cache.
	if hash != "" && cache == nil && hexHash().MatchString(edition.Hash) {
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
// directory to keep one in; hash is "" when the edition is not known
// without parsing; cache is nil when the file is missing or cannot be
// trusted.
func (e *Editions) lookupCache(editionID string) (dir, hash string, cache *lookupCacheFile) {
	store, err := e.Store()
	if err != nil {
		return "", "", nil
	}
	dir = store.lookupDir()
	id, err := e.Resolve(editionID)
	if err != nil {
		// Load says what is wrong with an unknown name.
		return dir, "", nil
	}
	if id == SeedID {
		hash, err = SeedHash()
	} else {
		var info EditionInfo
		info, err = store.Info(id)
		hash = info.Hash
	}
	if err != nil || !hexHash().MatchString(hash) {
		return dir, "", nil
	}
	cache, err = readLookupCache(filepath.Join(dir, hash+".rules"), hash)
	if err != nil {
		return dir, hash, nil
	}
	cache.id = id
	return dir, hash, cache
}

func (s *Store) lookupDir() string { return filepath.Join(s.dir, "lookup") }

// lookupCacheFile is an open lookup cache whose table has been read and
// checked: the rule IDs, sorted, each with where its record (the rule as
// JSON) sits among the records and the record's checksum.
type lookupCacheFile struct {
	// id, effective and hash describe the edition.
	id, effective, hash string
	keys                []string
	spans               []lookupSpan
	// records reads the records; recordsAt is where they start in it.
	records   io.ReaderAt
	recordsAt int64
	closer    io.Closer
}

// lookupSpan is where one record sits among the records, and its CRC-32C.
type lookupSpan struct {
	offset, length int64
	crc            uint32
}

func (c *lookupCacheFile) close() {
	if c.closer != nil {
		c.closer.Close()
	}
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
	recordsSize := 0
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
		recordsSize += len(record)
	}
	slices.SortFunc(entries, func(a, b entry) int { return strings.Compare(a.key, b.key) })
	var table []byte
	table = appendString(table, edition.Hash)
	table = appendString(table, edition.Effective)
	table = binary.AppendUvarint(table, uint64(recordsSize))
	table = binary.AppendUvarint(table, uint64(len(entries)))
	offset := 0
	for _, entry := range entries {
		table = appendString(table, entry.key)
		table = binary.AppendUvarint(table, uint64(offset))
		table = binary.AppendUvarint(table, uint64(len(entry.record)))
		table = binary.AppendUvarint(table, uint64(crc32.Checksum(entry.record, castagnoli)))
		offset += len(entry.record)
	}
	file := make([]byte, 0, lookupHeaderSize+len(table)+recordsSize)
	file = append(file, lookupMagic...)
	file = binary.LittleEndian.AppendUint32(file, LookupCacheVersion)
	file = binary.LittleEndian.AppendUint32(file, crc32.Checksum(table, castagnoli))
	file = binary.LittleEndian.AppendUint64(file, uint64(len(table)))
	file = append(file, table...)
	for _, entry := range entries {
		file = append(file, entry.record...)
	}
	return file, nil
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

// readLookupCache opens the lookup cache at path and reads its table,
// checking that the file is whole (its length and the table's checksum),
// of this version, and of the edition with this hash; each record is
// checked as it is read. Any error matches errBadLookupCache or is the
// read's. The caller closes the cache.
func readLookupCache(path, hash string) (*lookupCacheFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	file, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	cache, err := decodeLookupCache(f, file.Size(), hash)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	cache.closer = f
	return cache, nil
}

// decodeLookupCache reads the header and table of a lookup cache of size
// bytes; it never panics, whatever they are.
func decodeLookupCache(r io.ReaderAt, size int64, hash string) (*lookupCacheFile, error) {
	bad := func(what string) error { return fmt.Errorf("%w: %s", errBadLookupCache, what) }
	header := make([]byte, lookupHeaderSize)
	if size < int64(lookupHeaderSize) {
		return nil, bad("not a lookup cache")
	}
	if _, err := r.ReadAt(header, 0); err != nil {
		return nil, fmt.Errorf("read lookup cache: %w", err)
	}
	if string(header[:len(lookupMagic)]) != lookupMagic {
		return nil, bad("not a lookup cache")
	}
	fields := header[len(lookupMagic):]
	if version := binary.LittleEndian.Uint32(fields); version != LookupCacheVersion {
		return nil, bad(fmt.Sprintf("version %d, want %d", version, LookupCacheVersion))
	}
	tableSize := binary.LittleEndian.Uint64(fields[8:])
	if tableSize > uint64(size-int64(lookupHeaderSize)) {
		return nil, bad(fmt.Sprintf("table of %d bytes in a file of %d", tableSize, size))
	}
	table := make([]byte, tableSize)
	if _, err := r.ReadAt(table, int64(lookupHeaderSize)); err != nil {
		return nil, fmt.Errorf("read lookup cache: %w", err)
	}
	if crc32.Checksum(table, castagnoli) != binary.LittleEndian.Uint32(fields[4:]) {
		return nil, bad("table checksum differs")
	}
	t := &lookupReader{data: table, text: string(table)}
	stored, effective := t.string(), t.string()
	recordsSize, count := t.number(), t.number()
	recordsAt := int64(lookupHeaderSize) + int64(tableSize)
	if t.err != nil || count > tableSize {
		return nil, bad("header damaged")
	}
	if recordsSize != uint64(size-recordsAt) {
		return nil, bad(fmt.Sprintf("%d bytes of records, want %d", size-recordsAt, recordsSize))
	}
	if stored != hash {
		return nil, bad("for another edition")
	}
	cache := &lookupCacheFile{
		effective: effective,
		hash:      stored,
		keys:      make([]string, 0, count),
		spans:     make([]lookupSpan, 0, count),
		records:   r,
		recordsAt: recordsAt,
	}
	for range count {
		key, offset, length, crc := t.string(), t.number(), t.number(), t.number()
		if t.err != nil {
			return nil, bad("table damaged")
		}
		if offset > recordsSize || length > recordsSize-offset || crc > 1<<32-1 {
			return nil, bad("record outside the file")
		}
		if n := len(cache.keys); n > 0 && cache.keys[n-1] >= key {
			return nil, bad("table out of order")
		}
		cache.keys = append(cache.keys, key)
		cache.spans = append(cache.spans, lookupSpan{int64(offset), int64(length), uint32(crc)})
	}
	return cache, nil
}

// lookupReader reads the uvarints and strings of a lookup cache body,
// remembering the first error. text is data as one string: the strings
// read are parts of it, not a copy each (a table holds thousands of keys,
// and `judge rule` reads the table once per lookup).
type lookupReader struct {
	data []byte
	text string
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
	s := r.text[r.at : r.at+int(n)]
	r.at += int(n)
	return s
}

// record reads and decodes the rule stored under key: nil when there is
// none, an error matching errBadLookupCache when its record is damaged.
func (c *lookupCacheFile) record(key string) (*Rule, error) {
	i, found := slices.BinarySearch(c.keys, key)
	if !found {
		return nil, nil
	}
	span := c.spans[i]
	data := make([]byte, span.length)
	if _, err := c.records.ReadAt(data, c.recordsAt+span.offset); err != nil {
		return nil, fmt.Errorf("read lookup cache record %s: %w", key, err)
	}
	if crc32.Checksum(data, castagnoli) != span.crc {
		return nil, fmt.Errorf("%w: record %s: checksum differs", errBadLookupCache, key)
	}
	var rule Rule
	if err := json.Unmarshal(data, &rule); err != nil || rule.ID != key {
		return nil, fmt.Errorf("%w: record %s does not decode", errBadLookupCache, key)
	}
	return &rule, nil
}

// find finds id as Edition.FindRule does and returns it with an edition
// holding it and every rule showing it reads: its ancestors, its children
// and the rules it cites. No rule and no error when id is not in the
// cache (the whole edition says why); an error when a record it needs is
// damaged.
func (c *lookupCacheFile) find(id string) (*Edition, *Rule, error) {
	var rule *Rule
	// The readings of a judge's slips, then the ID as Edition.Rule
	// reads it, as Edition.FindRule tries them.
	for _, reading := range append(RuleNumberReadings(id), ruleKey(strings.ToLower(id))) {
		var err error
		if rule, err = c.record(reading); err != nil {
			return nil, nil, err
		}
		if rule != nil {
			break
		}
	}
	if rule == nil {
		return nil, nil, nil
	}
	rules := []*Rule{rule}
	loaded := map[string]bool{rule.ID: true}
	// add loads the rule of an ID a rule names; nil when it is loaded
	// already or the edition lacks it (shown as missing either way).
	add := func(id string) (*Rule, error) {
		if loaded[id] {
			return nil, nil
		}
		loaded[id] = true
		related, err := c.record(id)
		if related != nil {
			rules = append(rules, related)
		}
		return related, err
	}
	for parentID := rule.Parent; parentID != ""; {
		parent, err := add(parentID)
		if err != nil {
			return nil, nil, err
		}
		if parent == nil {
			break
		}
		parentID = parent.Parent
	}
	for _, child := range rule.Children {
		if _, err := add(child); err != nil {
			return nil, nil, err
		}
	}
	for _, ref := range rule.Refs {
		if _, err := add(ref.ID); err != nil {
			return nil, nil, err
		}
	}
	edition := &Edition{ID: c.id, Effective: c.effective, Hash: c.hash, Rules: rules}
	return edition, rule, nil
}

// ruleKey is the ID Edition.Rule looks id up by.
func ruleKey(id string) string {
	key := strings.TrimSpace(id)
	if number, ok := parseRuleID(key); ok {
		key = number.String()
	}
	return key
}
