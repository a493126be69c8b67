/**
 * The text of a list's newsletter popup: its title and paragraphs (blank lines split them). The
 * server renders it to HTML for /website_mass_mailing/get_content, escaping the list's texts.
 */
export function PopupContent({ title, text }: { title: string; text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="newsletter-popup__content">
      <h2 className="newsletter-popup__title" id="newsletter-popup-title">
        {title}
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
