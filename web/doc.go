// Package web serves judgekit to phones at an event: server-rendered HTML
// pages that work without JavaScript, and a JSON API whose answers are the
// library's own result types, the same the CLI prints with --json. The
// server keeps no state beyond a read-only data directory, so several
// instances can run behind one reverse proxy. Templates and static assets
// are embedded; asset names carry a content hash and are cached for a year.
package web
