function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}
function add(parent, ...children) { for (const c of children) if (c) parent.appendChild(c); return parent; }
function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }
