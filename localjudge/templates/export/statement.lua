-- pandoc's LaTeX for a problemtools statement, which problem2pdf (LaTeX)
-- and problem2html (plasTeX) both render: headings without numbers, a
-- picture as the PNG made from its SVG, as wide as the text allows, and
-- code that holds ' or ` as \verb, the one form both print as typed.

function Header(header)
  header.classes:insert("unnumbered")
  return header
end

-- Only a picture of the problem's own, a plain file name beside the
-- statement, goes into the LaTeX: a path (or TeX) written as one is refused.
function Image(image)
  if not image.src:match("^[%w_][%w_.-]*%.svg$") then
    error("a picture must be an SVG file of the problem's own, beside the statement, not " .. image.src)
  end
  local png = image.src:gsub("%.svg$", ".png")
  return pandoc.RawInline("latex", "\\includegraphics[width=0.9\\textwidth]{" .. png .. "}")
end

function Code(code)
  if code.text:find("['`]") then
    for _, delimiter in ipairs({"|", "!", "+", "@", "=", ";"}) do
      if not code.text:find(delimiter, 1, true) then
        return pandoc.RawInline("latex", "\\verb" .. delimiter .. code.text .. delimiter)
      end
    end
  end
end
