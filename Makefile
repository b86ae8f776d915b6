# Garihaat: `make run` serves the demo site, `make test` runs every test.
SHELL := /bin/bash
export CGO_ENABLED := 0
GO ?= go
WEB_SRC := $(shell find web/src web/public web/index.html web/vite.config.ts web/tsconfig*.json seo/markup.go -type f 2>/dev/null)
ADDR ?= 127.0.0.1:8080
# The demo's back-office owner: sign in at /login with this number and the
# code printed on the server's log (--sms console).
DEMO_OWNER ?= 01700000000

.PHONY: run build web deps test test-go test-fuzz test-web test-e2e chromium nginx versitygw bench clean vet

run: build
	./bin/garihaat staff grant $(DEMO_OWNER) --role owner --db data/garihaat.db
	./bin/garihaat serve --addr $(ADDR) --db data/garihaat.db --demo --sms console

build: bin/garihaat

GO_SRC := $(shell find . -name '*.go' -not -path './web/*' -not -path './bench/*') web/embed.go

bin/garihaat: web/dist/index.html $(GO_SRC) go.mod go.sum $(shell find store/migrations -type f)
	$(GO) build -trimpath -o bin/garihaat ./cmd/garihaat

web: web/dist/index.html

# Vite empties dist/ first; .gitkeep is put back so a commit never drops it
# (without it a fresh clone's go build has nothing to embed).
web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SRC) web/package.json
	cd web && npm run build
	touch web/dist/.gitkeep

# npm ci only when the lockfile changed since the last install.
web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

deps: web/node_modules/.package-lock.json
	$(GO) mod download

test: test-go test-fuzz test-web test-e2e

# The Go tests run under the race detector, which needs cgo (gcc is on the
# machine); only this run turns cgo on, the binary stays CGO_ENABLED=0.
test-go: web/dist/index.html nginx versitygw
	CGO_ENABLED=1 $(GO) test -race -count=1 -timeout 50m ./...

# Every parser of outside input has a fuzz target; each runs for a count of
# inputs (about 15 s each here; crashers found are written to testdata/fuzz
# and then run by every plain `go test`). Counts, not -fuzztime 15s: Go
# 1.26's fuzzer can fail a run with "context deadline exceeded" when its
# clock runs out while a worker is busy (golang/go#75804, fixed in 1.27).
# FUZZTIME=30s (or 1000000x) runs every target for that instead.
FUZZTIME ?=
FUZZ_TARGETS := .:FuzzPhoneAndDigits:400000x .:FuzzBidRequest:800000x .:FuzzFlexString:600000x \
	.:FuzzVehicleCSV:600000x ./httpapi:FuzzVehicleFilter:100000x ./httpapi:FuzzLastEventID:80000x \
	./httpapi:FuzzRouteOf:80000x ./media:FuzzProcess:700000x

test-fuzz:
	@for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; rest=$${t#*:}; name=$${rest%%:*}; n=$${rest#*:}; if [ -n "$(FUZZTIME)" ]; then n=$(FUZZTIME); fi; \
		echo "fuzz $$pkg $$name for $$n"; \
		$(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $$n $$pkg || exit 1; \
	done

# Unit tests, then the deterministic budget: the compressed JavaScript the
# home page loads before its first render (issue 6 allows 160 KB).
test-web: web/dist/index.html
	cd web && npm run lint && npm test && npm run size

test-e2e: build chromium
	cd web && npm run e2e

# Browser tests use Debian's Chromium; install it when it is missing.
chromium:
	@command -v chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium; }

# The several-instances test puts Debian's nginx in front of two servers.
nginx:
	@command -v nginx >/dev/null || test -x /usr/sbin/nginx || { apt-get update -qq && apt-get install -y -qq nginx; }

# The media tests run on a real S3 server, Versity's gateway (Apache-2.0),
# built from the Go module proxy into the project's own bin/ (about 3 min
# once; pure Go, so without cgo whatever the test run uses).
VERSITYGW_VERSION := v1.8.0
versitygw: bin/versitygw
bin/versitygw:
	GOBIN=$(CURDIR)/bin CGO_ENABLED=0 $(GO) install github.com/versity/versitygw/cmd/versitygw@$(VERSITYGW_VERSION)

vet:
	$(GO) vet ./...

clean:
	rm -rf bin
	find web/dist -mindepth 1 ! -name .gitkeep -delete

# Load and Lighthouse numbers of issue 6 (timings are never tests, so this
# is not part of `make test`). Needs wrk, Chromium and bench/node_modules.
# Pass flags with BENCH_FLAGS, e.g. make bench BENCH_FLAGS='-vehicles 20000 -duration 3s'.
BENCH_FLAGS ?=
bench: build chromium bench/node_modules/.package-lock.json
	@command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
	$(GO) build -o bin/bench ./bench
	./bin/bench $(BENCH_FLAGS)

bench/node_modules/.package-lock.json: bench/package-lock.json
	cd bench && npm ci --no-audit --no-fund
	touch $@
