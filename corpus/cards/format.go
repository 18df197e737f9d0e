package cards

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"slices"
	"strings"

	"github.com/go-json-experiment/json"
)

// FormatVersion is the layout of the stored card and rulings files; a file
// of another version is not read, and the store says to import again.
const FormatVersion = 1

// The magic strings opening the two stored files, 16 bytes each.
const (
	cardsMagic   = "judgekit cards\n\x00"
	rulingsMagic = "judgekit rulings"
)

// headerSize is the magic, the version, the CRC-32C of the table's checked
// part, the table's length and that part's length. The table follows,
// then the records. The checked part is what a lookup reads whole (the
// folded names it scans); the rest of the table is read an entry at a
// time, and each entry is checked against the record it leads to, which
// carries its own CRC-32C. So a lookup reads, and the system maps, no more
// of the file than it uses.
const headerSize = 16 + 4 + 4 + 8 + 8

// rulingEntrySize is one entry of the rulings table: the Oracle ID, then
// its record's offset, length and CRC-32C.
const rulingEntrySize = 36 + 8 + 4 + 4

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// ErrDamaged is matched by the error of a stored file that cannot be
// trusted: cut short, changed, or of another format version.
var ErrDamaged = errors.New("stored card data damaged or of another version")

// span is where one record sits among the records, and its CRC-32C.
type span struct {
	offset, length int64
	crc            uint32
}

// encodeCards lays out cards as a stored cards file: the name table
// (encodeNames), then each card's record, its JSON.
func encodeCards(sourceHash string, cards []Card) ([]byte, error) {
	// A card's record is about 600 bytes: room for them up front spares
	// copying the records as they grow.
	records := make([]byte, 0, 768*len(cards))
	spans := make([]span, len(cards))
	for i := range cards {
		record, err := json.Marshal(&cards[i], json.Deterministic(true))
		if err != nil {
			return nil, fmt.Errorf("encode card %q: %w", cards[i].Name, err)
		}
		spans[i] = span{offset: int64(len(records)), length: int64(len(record)), crc: crc32.Checksum(record, castagnoli)}
		records = append(records, record...)
	}
	table, checked := encodeNames(sourceHash, cards, spans)
	return assemble(cardsMagic, table, checked, records), nil
}

// encodeRulings lays out rulings, by Oracle ID, as a stored rulings file.
func encodeRulings(sourceHash string, byOracleID map[string][]Ruling) ([]byte, error) {
	ids := make([]string, 0, len(byOracleID))
	for id := range byOracleID {
		ids = append(ids, strings.ToLower(id))
	}
	slices.Sort(ids)
	ids = slices.Compact(ids)
	merged := make(map[string][]Ruling, len(ids))
	for id, rulings := range byOracleID {
		key := strings.ToLower(id)
		merged[key] = append(merged[key], rulings...)
	}
	table := make([]byte, 0, 64+rulingEntrySize*len(ids))
	var records []byte
	table = appendString(table, sourceHash)
	table = binary.AppendUvarint(table, uint64(len(ids)))
	checked := len(table)
	for _, id := range ids {
		rulings := merged[id]
		sortRulings(rulings)
		record, err := json.Marshal(rulingsRecord{OracleID: id, Rulings: rulings}, json.Deterministic(true))
		if err != nil {
			return nil, fmt.Errorf("encode rulings of %s: %w", id, err)
		}
		table = append(table, id...)
		table = binary.LittleEndian.AppendUint64(table, uint64(len(records)))
		table = binary.LittleEndian.AppendUint32(table, uint32(len(record)))
		table = binary.LittleEndian.AppendUint32(table, crc32.Checksum(record, castagnoli))
		records = append(records, record...)
	}
	return assemble(rulingsMagic, table, checked, records), nil
}

// rulingsRecord is the record of one card's rulings: its Oracle ID, which
// a lookup checks against the one it searched the table for, and the
// rulings.
type rulingsRecord struct {
	OracleID string   `json:"oracle_id"`
	Rulings  []Ruling `json:"rulings"`
}

// assemble joins the header, the table (whose first checked bytes the
// header's CRC-32C covers) and the records of a stored file.
func assemble(magic string, table []byte, checked int, records []byte) []byte {
	file := make([]byte, 0, headerSize+len(table)+len(records))
	file = append(file, magic...)
	file = binary.LittleEndian.AppendUint32(file, FormatVersion)
	file = binary.LittleEndian.AppendUint32(file, crc32.Checksum(table[:checked], castagnoli))
	file = binary.LittleEndian.AppendUint64(file, uint64(len(table)))
	file = binary.LittleEndian.AppendUint64(file, uint64(checked))
	file = append(file, table...)
	return append(file, records...)
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// readTable reads and checks the header and table of a stored file of
// size bytes through read: its magic, version, lengths and the checksum of
// the table's checked part. It returns the table and where the records
// start; it never panics, whatever the bytes.
func readTable(read func(off, n int64) ([]byte, error), size int64, magic string) (table []byte, recordsAt int64, err error) {
	bad := func(what string) error { return fmt.Errorf("%w: %s", ErrDamaged, what) }
	if size < headerSize {
		return nil, 0, bad("shorter than its header")
	}
	header, err := read(0, headerSize)
	if err != nil {
		return nil, 0, fmt.Errorf("read header: %w", err)
	}
	if string(header[:16]) != magic {
		return nil, 0, bad("not a stored " + strings.TrimSpace(strings.TrimRight(magic[9:], "\x00")) + " file")
	}
	if version := binary.LittleEndian.Uint32(header[16:]); version != FormatVersion {
		return nil, 0, bad(fmt.Sprintf("format version %d, this judge reads %d", version, FormatVersion))
	}
	tableSize, checked := binary.LittleEndian.Uint64(header[24:]), binary.LittleEndian.Uint64(header[32:])
	if tableSize > uint64(size-headerSize) || checked > tableSize {
		return nil, 0, bad(fmt.Sprintf("a table of %d bytes (%d checked) in a file of %d", tableSize, checked, size))
	}
	if table, err = read(headerSize, int64(tableSize)); err != nil {
		return nil, 0, fmt.Errorf("read table: %w", err)
	}
	if crc32.Checksum(table[:checked], castagnoli) != binary.LittleEndian.Uint32(header[20:]) {
		return nil, 0, bad("table checksum differs")
	}
	return table, headerSize + int64(tableSize), nil
}

// rulingsTable is a rulings file's table: the source hash and the fixed
// entries, sorted by Oracle ID, searched in place.
type rulingsTable struct {
	source      string
	entries     []byte
	recordsSize int64
}

// decodeRulingsTable checks a rulings file's table.
func decodeRulingsTable(table []byte, recordsSize int64) (*rulingsTable, error) {
	bad := func(what string) error { return fmt.Errorf("%w: rulings table %s", ErrDamaged, what) }
	t := &tableReader{data: string(table[:min(len(table), 1<<10)])}
	source := t.string()
	count := t.number()
	if t.err != nil {
		return nil, bad("header damaged")
	}
	entries := table[t.at:]
	if uint64(len(entries)) != count*rulingEntrySize || count > uint64(len(table)) {
		return nil, bad(fmt.Sprintf("holds %d bytes for %d entries", len(entries), count))
	}
	return &rulingsTable{source: source, entries: entries, recordsSize: recordsSize}, nil
}

// find returns where the rulings of oracleID are; false when it has none.
func (t *rulingsTable) find(oracleID string) (span, bool, error) {
	key := []byte(strings.ToLower(oracleID))
	n := len(t.entries) / rulingEntrySize
	lo, hi := 0, n
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		entry := t.entries[mid*rulingEntrySize:]
		switch c := bytes.Compare(entry[:36], key); {
		case c < 0:
			lo = mid + 1
		case c > 0:
			hi = mid
		default:
			s := span{
				offset: int64(binary.LittleEndian.Uint64(entry[36:])),
				length: int64(binary.LittleEndian.Uint32(entry[44:])),
				crc:    binary.LittleEndian.Uint32(entry[48:]),
			}
			if s.offset < 0 || s.offset > t.recordsSize || s.length > t.recordsSize-s.offset {
				return span{}, false, fmt.Errorf("%w: rulings of %s point outside the file", ErrDamaged, oracleID)
			}
			return s, true, nil
		}
	}
	return span{}, false, nil
}

// record reads one record of a stored file and checks its checksum.
func (f *storedFile) record(s span, what string) ([]byte, error) {
	data, err := f.readAt(f.recordsAt+s.offset, s.length)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", what, err)
	}
	if crc32.Checksum(data, castagnoli) != s.crc {
		return nil, fmt.Errorf("%w: the record of %s: checksum differs", ErrDamaged, what)
	}
	return data, nil
}

// tableReader reads the uvarints and strings of a table, remembering the
// first error.
type tableReader struct {
	data string
	at   int
	err  error
}

func (r *tableReader) number() uint64 {
	if r.err != nil {
		return 0
	}
	var n uint64
	var shift uint
	for i := 0; ; i++ {
		if r.at >= len(r.data) || i == binary.MaxVarintLen64 {
			r.err = ErrDamaged
			return 0
		}
		b := r.data[r.at]
		r.at++
		if b < 0x80 {
			if i == binary.MaxVarintLen64-1 && b > 1 {
				r.err = ErrDamaged
				return 0
			}
			return n | uint64(b)<<shift
		}
		n |= uint64(b&0x7f) << shift
		shift += 7
	}
}

func (r *tableReader) string() string {
	n := r.number()
	if r.err != nil {
		return ""
	}
	if n > uint64(len(r.data)-r.at) {
		r.err = ErrDamaged
		return ""
	}
	s := r.data[r.at : r.at+int(n)]
	r.at += int(n)
	return s
}
