// The Board's input (board.js): mouse, pen and touch through pointer
// events (click a tower then its destination, or drag it), and the
// keyboard (arrows move the focus over the squares, Enter or Space picks a
// tower up and drops it, 1-9 and + - choose how many pieces leave, Escape
// puts it back). Listeners sit on the board's own elements (the pointer is
// captured while dragging), so nothing is left on the page after detach().

const DRAG_PX = 6;
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

function squareOf(target) {
  const sq = target && target.closest ? target.closest('.tav-sq') : null;
  return sq ? sq.dataset.square : null;
}

/** Wire board (a Board) to its elements; returns { detach() }. */
export function attachInput(board) {
  const grid = board._grid;
  let drag = null;   // { from, pointerId, x, y, ghost } while a pointer is down on a tower

  /** A click (or the start of a drag) on square. */
  function press(name) {
    if (board.selected && board.selected !== name) {
      if (board.drop(name)) return false;
      // another of the mover's towers is picked up instead; anywhere else
      // is an illegal drop (refuse(): feedback and an 'illegal' event)
      if (!board.movesFrom(name).length) return board.refuse(name);
    }
    if (board.selected === name) {
      board.select(null);
      return false;
    }
    return board.select(name);
  }

  function onPointerDown(event) {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    const name = squareOf(event.target);
    if (!name) return;
    event.preventDefault();
    board.focus(name, { dom: false });
    board.inspect(name);
    if (press(name)) {
      drag = { from: name, pointerId: event.pointerId, x: event.clientX, y: event.clientY, ghost: null };
      grid.setPointerCapture?.(event.pointerId);
    }
  }

  function onPointerMove(event) {
    if (!drag || drag.pointerId !== event.pointerId) {
      if (event.pointerType === 'mouse' && !drag) {
        const name = squareOf(document.elementFromPoint(event.clientX, event.clientY));
        if (name !== hovered) {
          hovered = name;
          board.inspect(name);
        }
      }
      return;
    }
    if (!drag.ghost) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_PX) return;
      const glyph = board._squares.get(drag.from).querySelector('.tav-glyph');
      if (!glyph) return;
      drag.ghost = glyph.cloneNode(true);
      drag.ghost.classList.add('tav-ghost');
      board._root.append(drag.ghost);
    }
    const box = board._root.getBoundingClientRect();
    drag.ghost.style.left = `${event.clientX - box.left}px`;
    drag.ghost.style.top = `${event.clientY - box.top}px`;
  }

  function onPointerUp(event) {
    const d = drag;
    if (!d || d.pointerId !== event.pointerId) return;
    drag = null;
    grid.releasePointerCapture?.(event.pointerId);
    if (!d.ghost) return;
    d.ghost.remove();
    const to = squareOf(document.elementFromPoint(event.clientX, event.clientY));
    if (to && to !== d.from && board.selected === d.from && !board.drop(to)) board.refuse(to);
  }

  function onPointerCancel() {
    if (drag && drag.ghost) drag.ghost.remove();
    drag = null;
  }

  let hovered = null;
  function onPointerLeave() {
    hovered = null;
    if (!drag) board.inspect(null);
  }

  function onKeyDown(event) {
    const name = squareOf(event.target);
    if (!name) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const next = board.neighbour(name, arrow[0], arrow[1]);
      board.focus(next);
      board.inspect(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      press(name);
      board.focus(board.focusSquare);
    } else if (event.key === 'Escape') {
      if (board.selected) {
        event.preventDefault();
        board.select(null);
      }
      board.inspect(null);
    } else if (/^[1-9]$/.test(event.key) && board.selected) {
      event.preventDefault();
      board.chooseCount(Number(event.key));
    } else if ((event.key === '+' || event.key === '-') && board.selected) {
      event.preventDefault();
      board.stepCount(event.key === '+' ? 1 : -1);
    }
  }

  function onFocusIn(event) {
    const name = squareOf(event.target);
    if (name && name !== board.focusSquare) board.focus(name, { dom: false });
    if (name) board.inspect(name);
  }

  function onFocusOut(event) {
    if (!board._root.contains(event.relatedTarget)) board.inspect(null);
  }

  const on = [
    [grid, 'pointerdown', onPointerDown],
    [grid, 'pointermove', onPointerMove],
    [grid, 'pointerup', onPointerUp],
    [grid, 'pointercancel', onPointerCancel],
    [grid, 'pointerleave', onPointerLeave],
    [grid, 'keydown', onKeyDown],
    [grid, 'focusin', onFocusIn],
    [grid, 'focusout', onFocusOut],
  ];
  for (const [target, type, fn] of on) target.addEventListener(type, fn);
  return {
    detach() {
      for (const [target, type, fn] of on) target.removeEventListener(type, fn);
      if (drag && drag.ghost) drag.ghost.remove();
      drag = null;
    },
  };
}
