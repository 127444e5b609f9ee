type MultilineTextProps = {
  /** Plain text whose lines are separated by "\n"; never rendered as HTML. */
  text: string;
  className?: string;
};

/** Renders each line of a translation string as its own paragraph. */
export function MultilineText({ text, className = '' }: MultilineTextProps) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return (
    <div className={`space-y-1.5 ${className}`}>
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
