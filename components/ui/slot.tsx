import { Children, cloneElement, type HTMLAttributes, isValidElement, type ReactNode, type Ref } from "react";

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its only child with the slot's props merged in (what `asChild` means): the child's
 * props win, event handlers run both (the child's first), classes and styles combine, refs
 * compose. Radix's Slot does the same; this one keeps it out of every page's first load.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const child = Children.only(children);
  if (!isValidElement<AnyProps>(child)) return null;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps as AnyProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    } else if (key === "style" && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === "className" && childValue) {
      merged.className = `${slotValue as string} ${childValue as string}`;
    }
  }
  const childRef = childProps.ref as Ref<HTMLElement> | undefined;
  if (ref) merged.ref = childRef ? composeRefs(ref, childRef) : ref;
  return cloneElement(child, merged);
}
