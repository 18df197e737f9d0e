// Package web serves the rules lookup over HTTP.
package web
