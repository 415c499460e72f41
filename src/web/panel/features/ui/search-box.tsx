import { Search } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "./cn.ts";

type SearchInputProps = Omit<ComponentProps<"input">, "id" | "type" | "className">;

/**
 * The panel's search box: a visible label over a search field with a magnifier. `className`
 * places the whole box (a grid column, a width); the other props go to the field.
 */
export function SearchBox({
  label,
  className,
  ...input
}: SearchInputProps & { label: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input id={id} type="search" className="pl-9" {...input} />
      </div>
    </div>
  );
}
