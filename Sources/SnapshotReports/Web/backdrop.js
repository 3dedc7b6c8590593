// The backdrop behind every snapshot image (viewer panes in each mode, contact sheet thumbnails,
// the Accessibility section's images). Shared by review.js and review-audit.js.
// NB: the two scripts are separate closures, so the reviewer's choice lives in one place both can
// read, `<html data-backdrop>`, for as long as the page is open; a reload starts on Auto again.
const BACKDROPS = [["checker", "Checkerboard"], ["black", "Black"], ["white", "White"]];
const BACKDROP_CLASSES = ["bg-checker", "bg-dark", "bg-black", "bg-white"];

// Auto, before the reviewer picks one: StandBy removes its background, so its white content
// shows on the nightstand's black. Lock Screen accessories and the island's outside are
// transparent around white content: a dark checkerboard. Everything else: the light checkerboard.
function surfaceBackdrop(surface) {
  surface = surface || "";
  if (surface.startsWith("standBy")) return "black";
  return surface.startsWith("accessory") || /^liveActivity(Expanded|Compact|Minimal)$/.test(surface) ? "dark" : "checker";
}
function chosenBackdrop() { return document.documentElement.dataset.backdrop || ""; }
function backdropLabel() {
  const chosen = BACKDROPS.find(b => b[0] === chosenBackdrop());
  return "Background: " + (chosen ? chosen[1] : "Auto") + " (b)";
}
// An element that shows images of `surface` on the backdrop; `chooseBackdrop` restyles it in place.
function backdropFrame(tag, className, surface) {
  const node = el(tag, className);
  node.dataset.surface = surface || "";
  node.classList.add("backdrop", "bg-" + (chosenBackdrop() || surfaceBackdrop(surface)));
  return node;
}
// NB: restyles the frames on the page instead of redrawing it, so a blink, a zoom or the
// Accessibility section stays where it is.
function chooseBackdrop(choice) {
  document.documentElement.dataset.backdrop = choice;
  for (const node of document.querySelectorAll(".backdrop")) {
    node.classList.remove(...BACKDROP_CLASSES);
    node.classList.add("bg-" + (choice || surfaceBackdrop(node.dataset.surface)));
  }
  for (const button of document.querySelectorAll(".backdrop-button")) button.textContent = backdropLabel();
}
// The next choice after what `surface` shows now (Auto's dark checkerboard counts as none of them).
function cycleBackdrop(surface) {
  const now = chosenBackdrop() || surfaceBackdrop(surface), at = BACKDROPS.findIndex(b => b[0] === now);
  chooseBackdrop(BACKDROPS[(at + 1) % BACKDROPS.length][0]);
}
