import 'quill/dist/quill.snow.css'
import './rich_text.css'
import { useMemo, type CSSProperties, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import {
  allowedImageSource,
  allowedLinkUrl,
  deltaBlocks,
  emptyDelta,
  isBlankDelta,
  parseRichText,
  type RichTextInline,
  type RichTextLine,
} from './shared_rules.js'
import type { RichTextValue } from './rich_text_editor'

export interface RichTextViewProps {
  /** A stored document: Delta object or its JSON. It is sanitised again before rendering. */
  value: RichTextValue
  /** Shown instead of an empty box when the document is blank (e.g. "No script yet."). */
  empty?: ReactNode
  className?: string
}

function InlineContent({ inline }: { inline: RichTextInline }) {
  const { attributes } = inline
  let node: ReactNode
  if (inline.type === 'image') {
    const src = allowedImageSource(inline.src)
    if (src === null) return null
    node = <img src={src} alt="" />
  } else {
    node = inline.text
  }
  if (attributes.color || attributes.background) {
    const style: CSSProperties = { color: attributes.color, backgroundColor: attributes.background }
    node = <span style={style}>{node}</span>
  }
  if (attributes.strike) node = <s>{node}</s>
  if (attributes.underline) node = <u>{node}</u>
  if (attributes.italic) node = <em>{node}</em>
  if (attributes.bold) node = <strong>{node}</strong>
  // A refused link (about:blank) keeps its text but is no longer a link.
  const href = attributes.link ? allowedLinkUrl(attributes.link) : null
  if (href !== null) {
    node = (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {node}
      </a>
    )
  }
  return node
}

function LineContent({ line }: { line: RichTextLine }) {
  // An empty line would collapse to nothing; Quill shows it as a blank line with a <br>.
  if (line.inlines.length === 0) return <br />
  return line.inlines.map((inline, index) => <InlineContent key={index} inline={inline} />)
}

/** Quill's own classes, so quill.snow.css lays the view out exactly like the editor. */
function lineClassName(line: RichTextLine): string | undefined {
  const { align, indent } = line.attributes
  return cn(align && `ql-align-${align}`, indent && `ql-indent-${indent}`) || undefined
}

function Line({ line }: { line: RichTextLine }) {
  const className = lineClassName(line)
  const content = <LineContent line={line} />
  switch (line.attributes.header) {
    case 1:
      return <h1 className={className}>{content}</h1>
    case 2:
      return <h2 className={className}>{content}</h2>
    case 3:
      return <h3 className={className}>{content}</h3>
  }
  if (line.attributes.blockquote) return <blockquote className={className}>{content}</blockquote>
  return <p className={className}>{content}</p>
}

/**
 * A stored document rendered read-only, as React elements: no HTML string is ever injected,
 * links and images pass the same rules as the server, and Quill's JavaScript is not loaded.
 */
export function RichTextView({ value, empty, className }: RichTextViewProps) {
  const delta = useMemo(() => {
    const result = parseRichText(value)
    return result.ok ? result.delta : emptyDelta()
  }, [value])
  if (empty !== undefined && isBlankDelta(delta)) return <>{empty}</>

  return (
    <div className={cn('rich-text rich-text-view', className)}>
      <div className="ql-snow">
        <div className="ql-editor">
          {deltaBlocks(delta).map((block, index) => {
            if (block.type === 'list') {
              // Quill 2 keeps bullet and numbered items in one flat <ol> and nests by indent class.
              return (
                <ol key={index}>
                  {block.items.map((item, itemIndex) => (
                    <li
                      key={itemIndex}
                      data-list={item.attributes.list}
                      className={lineClassName(item)}
                    >
                      <span className="ql-ui" aria-hidden="true" />
                      <LineContent line={item} />
                    </li>
                  ))}
                </ol>
              )
            }
            if (block.type === 'code') {
              return (
                <div key={index} className="ql-code-block-container" spellCheck={false}>
                  {block.lines.map((line, lineIndex) => (
                    <div key={lineIndex} className="ql-code-block">
                      <LineContent line={line} />
                    </div>
                  ))}
                </div>
              )
            }
            return <Line key={index} line={block.line} />
          })}
        </div>
      </div>
    </div>
  )
}
