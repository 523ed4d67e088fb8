#!/usr/bin/python3
"""A statement's Markdown (stdin) as the HTML a page given to teams may
hold (stdout): rendered by Debian's python3-markdown, then cleaned by its
python3-bleach of all but the tags Markdown writes for a statement, links
to the web, pictures inlined as SVG data, the alignment of table cells and
a table's class (the page's own stylesheet boxes the sample).
No script, frame, form, event handler or javascript: link gets through.

Run by Debian's own Python (/usr/bin/python3), whose packages these are;
it imports nothing of the judge, so any Python may run the judge."""

import sys

TAGS = ["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "em", "strong", "b", "i", "code", "pre",
        "blockquote", "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "sup", "sub"]
ATTRIBUTES = {"a": ("href", "title"), "img": ("src", "alt", "title"), "th": ("style",), "td": ("style",),
              "ol": ("start",), "table": ("class",)}      # the sample's table: class="sample"
PICTURE_DATA = "data:image/svg+xml;base64,"      # the only data: URI kept, and only as a picture
MISSING = 3                                      # the exit status when a package is missing


def allowed(tag, name, value):
    """May tag keep the attribute name=value?"""
    if (tag, name) == ("img", "src"):
        return value.startswith(PICTURE_DATA)
    if name == "href" and value.lower().startswith("data:"):
        return False
    return name in ATTRIBUTES.get(tag, ())


def main():
    try:
        import bleach
        import markdown
        from bleach.css_sanitizer import CSSSanitizer
    except ImportError as error:
        print("missing Debian's python3-%s" % error.name, file=sys.stderr)
        return MISSING
    html = markdown.markdown(sys.stdin.read(), extensions=["fenced_code", "tables"])
    sys.stdout.write(bleach.clean(html, tags=TAGS, attributes=allowed, protocols=["http", "https", "mailto", "data"],
                                  strip=True, strip_comments=True,
                                  css_sanitizer=CSSSanitizer(allowed_css_properties=["text-align"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
