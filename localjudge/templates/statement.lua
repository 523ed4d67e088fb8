-- pandoc's LaTeX for a problemtools statement, which problem2pdf (LaTeX)
-- and problem2html (plasTeX) both render: headings without numbers, a
-- picture as the PNG made from its SVG, as wide as the text allows, and
-- code that holds ' or ` as \verb, the one form both print as typed.

function Header(header)
  header.classes:insert("unnumbered")
  return header
end

function Image(image)
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
