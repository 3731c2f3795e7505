/** A screen a later issue fills in: clearly marked, inside the real shell (styled by ui/kit.css). */
export function Placeholder({ title, issue }: { title: string; issue: string }) {
  return (
    <div className="kl-placeholder">
      <span className="kl-badge">Placeholder</span>
      <h2 className="kl-heading" data-size="lg">
        {title}
      </h2>
      <p className="kl-muted">This screen arrives with {issue}.</p>
    </div>
  );
}

export default Placeholder;
