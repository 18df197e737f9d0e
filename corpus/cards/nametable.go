package cards

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// entrySize is one card's entry in the name table: where its name is
// among the names, its rank, its flags, and where its record is.
const entrySize = 4 + 4 + 4 + 4 + 8 + 4 + 4

// flagToken marks the entry of a token, an emblem or the like.
const flagToken = 1

// nameTable is the table of a stored cards file, read in place (from the
// mapped file, or its bytes read whole): fixed-size entries, one per card;
// the entry each folded name belongs to; the cards' names; and the folded
// names themselves, each ended by a newline after a leading one, so that
// finding a name exactly is one search of that block and matching by
// parts one pass over it. Nothing is decoded up front: a lookup touches the
// names and the entries it needs, and the process stays as small as one
// that looks nothing up.
type nameTable struct {
	// source is the hex SHA-256 of the bulk file the cards came from.
	source string
	count  int
	// entries holds count entries; keyEntry the entry of each key, 4
	// bytes each; names the cards' names; keys the folded names.
	entries, keyEntry, names, keys []byte
	// recordsSize bounds the records every entry points into.
	recordsSize int64
}

// entry is one card's entry, decoded.
type entry struct {
	name   []byte
	rank   int
	token  bool
	record span
}

// encodeNames lays out the name table of cards, whose records are at
// spans, after sourceHash: first the part a lookup scans whole (the
// counts, the entry of each folded name and the folded names), checked is
// its length; then the entries and the names, each entry checked against
// its card's record as it is read.
func encodeNames(sourceHash string, cards []Card, spans []span) (table []byte, checked int) {
	var names, keys, keyEntry []byte
	entries := make([]byte, 0, entrySize*len(cards))
	keys = append(keys, '\n')
	keyCount := 0
	for i := range cards {
		card := &cards[i]
		flags := uint32(0)
		if card.isToken() {
			flags |= flagToken
		}
		entries = binary.LittleEndian.AppendUint32(entries, uint32(len(names)))
		entries = binary.LittleEndian.AppendUint32(entries, uint32(len(card.Name)))
		entries = binary.LittleEndian.AppendUint32(entries, uint32(card.Rank))
		entries = binary.LittleEndian.AppendUint32(entries, flags)
		entries = binary.LittleEndian.AppendUint64(entries, uint64(spans[i].offset))
		entries = binary.LittleEndian.AppendUint32(entries, uint32(spans[i].length))
		entries = binary.LittleEndian.AppendUint32(entries, spans[i].crc)
		names = append(names, card.Name...)
		for _, key := range nameKeys(card) {
			keys = append(append(keys, key...), '\n')
			keyEntry = binary.LittleEndian.AppendUint32(keyEntry, uint32(i))
			keyCount++
		}
	}
	table = appendString(nil, sourceHash)
	for _, n := range []int{len(cards), keyCount, len(names), len(keys)} {
		table = binary.AppendUvarint(table, uint64(n))
	}
	table = append(table, keyEntry...)
	table = append(table, keys...)
	checked = len(table)
	table = append(table, entries...)
	return append(table, names...), checked
}

// decodeNames checks a cards file's table and slices it into its parts;
// recordsSize is the length of the records after it. It never panics,
// whatever the bytes.
func decodeNames(table []byte, recordsSize int64) (*nameTable, error) {
	bad := func(what string) error { return fmt.Errorf("%w: cards table %s", ErrDamaged, what) }
	head := table[:min(len(table), 256)]
	t := &tableReader{data: string(head)}
	source := t.string()
	count, keyCount, namesLen, keysLen := t.number(), t.number(), t.number(), t.number()
	if t.err != nil {
		return nil, bad("header damaged")
	}
	rest := uint64(len(table) - t.at)
	if count > rest/entrySize || keyCount > rest/4 || namesLen > rest || keysLen > rest ||
		count*entrySize+keyCount*4+namesLen+keysLen != rest {
		return nil, bad(fmt.Sprintf("sizes %d, %d, %d and %d do not fill its %d bytes", count, keyCount, namesLen, keysLen, rest))
	}
	body := table[t.at:]
	n := &nameTable{source: source, count: int(count), recordsSize: recordsSize}
	n.keyEntry, body = body[:keyCount*4], body[keyCount*4:]
	n.keys, body = body[:keysLen], body[keysLen:]
	n.entries, n.names = body[:count*entrySize], body[count*entrySize:]
	if len(n.keys) == 0 || n.keys[0] != '\n' || n.keys[len(n.keys)-1] != '\n' || uint64(bytes.Count(n.keys, []byte{'\n'})) != keyCount+1 {
		return nil, bad("names block damaged")
	}
	return n, nil
}

// entry decodes entry i, checking that its name and record lie within the
// file.
func (n *nameTable) entry(i int) (entry, error) {
	if i < 0 || i >= n.count {
		return entry{}, fmt.Errorf("%w: cards table names entry %d of %d", ErrDamaged, i, n.count)
	}
	b := n.entries[i*entrySize:]
	nameAt, nameLen := uint64(binary.LittleEndian.Uint32(b)), uint64(binary.LittleEndian.Uint32(b[4:]))
	e := entry{
		rank:  int(binary.LittleEndian.Uint32(b[8:])),
		token: binary.LittleEndian.Uint32(b[12:])&flagToken != 0,
		record: span{
			offset: int64(binary.LittleEndian.Uint64(b[16:])),
			length: int64(binary.LittleEndian.Uint32(b[24:])),
			crc:    binary.LittleEndian.Uint32(b[28:]),
		},
	}
	if nameAt > uint64(len(n.names)) || nameLen > uint64(len(n.names))-nameAt ||
		e.record.offset < 0 || e.record.offset > n.recordsSize || e.record.length > n.recordsSize-e.record.offset {
		return entry{}, fmt.Errorf("%w: cards table entry %d points outside the file", ErrDamaged, i)
	}
	e.name = n.names[nameAt : nameAt+nameLen]
	return e, nil
}

// name is entry i's card name; empty for an entry that does not decode.
func (n *nameTable) name(i int) string {
	e, err := n.entry(i)
	if err != nil {
		return ""
	}
	return string(e.name)
}

// rank is entry i's rank; 0 for an entry that does not decode.
func (n *nameTable) rank(i int) int {
	e, _ := n.entry(i)
	return e.rank
}

// token reports whether entry i is a token.
func (n *nameTable) token(i int) bool {
	e, _ := n.entry(i)
	return e.token
}

// eachKey calls fn with every folded name in order: its index, the entry
// it belongs to (-1 when the table says none it has) and its bytes.
func (n *nameTable) eachKey(fn func(k, entry int, key []byte)) {
	keys := n.keys[1:]
	for k := 0; len(keys) > 0; k++ {
		end := bytes.IndexByte(keys, '\n')
		entry := -1
		if (k+1)*4 <= len(n.keyEntry) {
			if e := int(binary.LittleEndian.Uint32(n.keyEntry[k*4:])); e < n.count {
				entry = e
			}
		}
		fn(k, entry, keys[:end])
		keys = keys[end+1:]
	}
}

// exact returns the indexes of the entries with the folded name key,
// each once, found by searching the names block for the key between
// newlines.
func (n *nameTable) exact(key []byte) []candidate {
	needle := make([]byte, 0, len(key)+2)
	needle = append(append(append(needle, '\n'), key...), '\n')
	var found []candidate
	for from := 0; ; {
		at := bytes.Index(n.keys[from:], needle)
		if at < 0 {
			return found
		}
		at += from
		k := bytes.Count(n.keys[:at], []byte{'\n'})
		if (k+1)*4 <= len(n.keyEntry) {
			if e := int(binary.LittleEndian.Uint32(n.keyEntry[k*4:])); e < n.count {
				found = append(found, candidate{entry: e, match: MatchExact, key: k, keyBytes: n.keys[at+1 : at+1+len(key)]})
			}
		}
		from = at + 1
	}
}
