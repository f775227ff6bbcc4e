# The two commands a newcomer needs: `make run` (the guided tour) and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
# swift-syntax's SwiftSyntaxBuilder logs through Apple's `os` module wherever it finds a module named OSLog,
# and finds the suite's (`#if canImport(OSLog)`), which it cannot use; its own switch turns that off. Every
# build below is given it, so that none is rebuilt for a change of flags.
SWIFT_DEFINES = -Xswiftc -DSWIFTSYNTAX_NO_OSLOG_DEPENDENCY
DEBUG_BIN = .build/debug
RELEASE_BIN = .build/release
GENERATED = .build/generated-intents

.PHONY: all build run test bench bench-deps generate format deps fonts browser clean help dependencies-first pictures

all: build

help:
	@echo "make run       build, then take the guided tour (sample-app demo) on your default home"
	@echo "make test      build and run every test, end-to-end ones included"
	@echo "make bench     build for release and print round-trip, memory and start-up figures"
	@echo "make pictures  record the live page's pictures as the new references (docs/visual-tests.md)"
	@echo "make generate  write the Swift generated from the samples' intent definitions to $(GENERATED)"
	@echo "make format    format the sources with swift format"

# Everything the build needs beyond the Swift toolchain: SQLite's headers and library.
deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: the Swift toolchain (swift) is not on PATH; install Swift 6.3 first." >&2; exit 1; }
	@if [ ! -f /usr/include/sqlite3.h ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing libsqlite3-dev (SQLite's headers and library)…"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libsqlite3-dev >/dev/null; \
		else \
			echo "error: SQLite's headers are missing; install them with: sudo apt-get install libsqlite3-dev" >&2; exit 1; \
		fi; \
	fi

# The fonts the drawings name and the layout measures (Inter; emoji from Noto Color Emoji): without them a
# browser sets SVG and HTML text in another font, whose widths the layout does not know. Not needed to build.
FONTS = fonts-inter fonts-noto-color-emoji
fonts:
	@if ! dpkg -s $(FONTS) >/dev/null 2>&1; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing $(FONTS) (the drawings' fonts)…"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(FONTS) >/dev/null; \
		else \
			echo "note: the drawings' fonts are missing; install them with: sudo apt-get install $(FONTS)" >&2; \
		fi; \
	fi

# Chromium, and Playwright and Pillow for Python, for the tests that open the drawings in a browser (Tests/Browser/)
# and compare the page's pictures with their references.
# Not needed to build; without them those tests are skipped, and say so.
browser:
	@if ! command -v chromium >/dev/null; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing chromium (for the browser tests)…"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
		else \
			echo "note: Chromium is missing, so the browser tests will be skipped; install it with: sudo apt-get install chromium" >&2; \
		fi; \
	fi
	@if command -v python3 >/dev/null && ! python3 -c 'import playwright, PIL' 2>/dev/null; then \
		echo "Installing Playwright and Pillow for Python (for the browser tests and the page's pictures)…"; \
		python3 -m pip install -q playwright pillow 2>/dev/null || python3 -m pip install -q --break-system-packages playwright pillow 2>/dev/null \
			|| echo "note: Playwright or Pillow for Python is missing, so the browser tests will be skipped; install them with: pip install playwright pillow" >&2; \
	fi

# Our frameworks carry Apple's module names (Combine, SwiftUI, UIKit, CoreGraphics …) so that iOS code imports
# them unchanged, and SwiftPM puts every package's modules in one folder. Packages that look for Apple's with
# `#if canImport(Combine)` and the like (those below) would find ours there and fail to build ("missing
# required module 'COpenCombineHelpers'"). In a build from nothing they compile before ours exist: they
# depend on nothing, and ours on OpenCombine and much else. A package compiled again later (after
# `swift package update`, or when it was last built alone with --target) would find ours. Nothing in a
# manifest orders another package's build or hides a module from it, so when the packages were resolved
# again since the last build, or one of them is not built, the modules' folders are emptied (Modules-tool
# holds the copies built for tests that use macros): the build that follows orders them as from nothing.
CANIMPORT_DEPENDENTS = OpenCombine GRDB CustomDump SnapshotTesting
dependencies-first: deps
	@bin="$$($(SWIFT) build $(CONFIGURATION) --show-bin-path)"; modules="$$bin/Modules"; stamp="$$bin/dependencies-first.stamp"; \
	stale=; if [ ! -e "$$stamp" ] || [ Package.resolved -nt "$$stamp" ]; then stale=1; fi; \
	for target in $(CANIMPORT_DEPENDENTS); do if [ ! -e "$$modules/$$target.swiftmodule" ]; then stale=1; fi; done; \
	[ -n "$$stale" ] || exit 0; \
	if [ -n "$$(ls -A "$$modules" 2>/dev/null)" ]; then \
		echo "The packages changed since the last build: every module is made again, in the order a first build makes them…"; \
		rm -f "$$modules"/* "$$modules-tool"/*; \
	fi; \
	mkdir -p "$$bin"; touch "$$stamp"

build: deps fonts dependencies-first
	$(SWIFT) build $(SWIFT_DEFINES)

run: build
	$(DEBUG_BIN)/sample-app demo

# Every test; the last line says how many were skipped, and why (the corpus tests, on a clone without ../shared).
# The walkthrough that builds a package of its own runs last, alone: its compiling would slow the
# other tests' extensions past their start-up deadline. WidgetTesting's tests and the gate's own tests
# run with it: while a widget's code answers them, this process's wall clock reads the moment each asks
# for (DeviceTimeGate), which the other tests, reading the time in the same process, must not see.
# That pass runs one test at a time (--no-parallel): the gate's tests count on no request of another
# time waiting at the gate meanwhile, which a widget test running beside them would be.
SOLO_TESTS = PackageWalkthroughTests|WidgetTestingTests|DeviceTimeGateTests

test: deps fonts browser dependencies-first
	$(SWIFT) build $(SWIFT_DEFINES) --build-tests
	@set -o pipefail; { $(SWIFT) test --skip-build --skip '$(SOLO_TESTS)' 2>&1; first=$$?; \
		$(SWIFT) test --skip-build --no-parallel --filter '$(SOLO_TESTS)' 2>&1; second=$$?; \
		[ $$first -eq 0 ] && [ $$second -eq 0 ]; } | tee .build/test-output.txt; status=$$?; \
	skipped=$$(grep -c '^➜ Test .* skipped: ' .build/test-output.txt); \
	if [ "$$skipped" -eq 0 ]; then echo "No test was skipped."; \
	else echo "$$skipped tests skipped: $$(grep -o '^➜ Test .* skipped: .*' .build/test-output.txt | sed 's/^.* skipped: //' | sort -u | tr -d '"' | paste -sd ';' -)."; fi; \
	exit $$status

# Records the live page's pictures as the new references (Tests/Browser/References), then compares
# against them once: how a change of drawing is accepted (docs/visual-tests.md).
pictures: deps fonts browser dependencies-first
	$(SWIFT) build $(SWIFT_DEFINES) --build-tests
	-VISUAL_RECORD=1 $(SWIFT) test --skip-build --filter VisualTests 2>&1 | grep -E 'recorded|FAIL' || true
	$(SWIFT) test --skip-build --filter VisualTests

# The executables as a Linux release ships them: with the Swift runtime and Foundation linked in
# (--static-swift-stdlib), so that each process maps only the pages of them it uses. One product at a
# time, because the test support target cannot be linked statically.
RELEASE_PRODUCTS = sample-app widget-extension intents-extension DayWidgetExtension SuiteBench

# A release executable links Foundation statically; FoundationNetworking (which the frameworks re-export, as
# Apple's Foundation includes URLSession) then needs libcurl's static library.
bench-deps: deps
	@if ! dpkg -s libcurl4-openssl-dev >/dev/null 2>&1; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing libcurl4-openssl-dev (libcurl, for statically linked release executables)…"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcurl4-openssl-dev >/dev/null; \
		else \
			echo "error: libcurl's development files are missing; install them with: sudo apt-get install libcurl4-openssl-dev" >&2; exit 1; \
		fi; \
	fi

bench: bench-deps
	@# The debug build installs the Xcode project the bench measures (XcodeBench): built as make leaves it.
	$(SWIFT) build $(SWIFT_DEFINES)
	@$(MAKE) --no-print-directory dependencies-first CONFIGURATION="-c release --static-swift-stdlib"
	@for product in $(RELEASE_PRODUCTS); do \
		$(SWIFT) build -c release --static-swift-stdlib $(SWIFT_DEFINES) --product $$product || exit 1; \
	done
	@# Executables just linked are dirty in the kernel's cache until written out, and would count as the
	@# extensions' footprint: write them out first.
	@sync
	$(RELEASE_BIN)/SuiteBench

generate: build
	@mkdir -p $(GENERATED)
	@for definition in Shared/Samples/*/*.intentdefinition; do \
		$(DEBUG_BIN)/intentgen generate "$$definition" --output $(GENERATED); \
	done

# The widget code fixtures keep the layout their authors gave them, as code pasted from Xcode would.
format:
	$(SWIFT) format --in-place Package.swift $$(find Apps Extensions Shared Tests -name '*.swift' -not -path 'Tests/WidgetCodeFixtures/*')

clean:
	rm -rf .build
