import { ImageIcon, Upload } from "lucide-react";
import { useId, useState } from "react";
import {
  IMAGE_MESSAGES,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_TYPES,
} from "#shared/admin-products.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";
import { uploadProductImage } from "./api.ts";

/** What the browser can tell before sending; the server checks the bytes themselves. */
function checkFile(file: File): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return IMAGE_MESSAGES.unsupportedType;
  }
  if (file.size === 0) return IMAGE_MESSAGES.empty;
  if (file.size > MAX_PRODUCT_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * The picture: a preview of the current one, and a file picker that uploads the chosen file at
 * once and hands its URL to the form (the product is saved with that URL).
 */
export function ImageField({
  value,
  onChange,
  error,
  productName,
}: {
  value: string;
  onChange(imageUrl: string): void;
  error?: string | undefined;
  productName: string;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const message = uploadError ?? error;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkFile(file);
    setUploadError(problem);
    if (problem) return;
    setUploading(true);
    try {
      onChange((await uploadProductImage(file)).imageUrl);
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : IMAGE_MESSAGES.notAnImage);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl bg-ice-50">
        {value ? (
          <img
            src={value}
            alt={productName ? `Imagem atual de ${productName}` : "Imagem atual do picolé"}
            width={96}
            height={96}
            className="size-24 object-contain"
            data-testid="product-image-preview"
          />
        ) : (
          <ImageIcon className="size-8 text-muted" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={id}>Imagem</Label>
        {/* The browser's own file button speaks its UI language; this one speaks Portuguese. */}
        <input
          id={id}
          type="file"
          accept={PRODUCT_IMAGE_TYPES.join(",")}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // Choosing the same file again after an error uploads it again.
            event.target.value = "";
          }}
          disabled={uploading}
          aria-invalid={Boolean(message)}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer self-start peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2",
            uploading && "pointer-events-none opacity-50",
          )}
        >
          <Upload aria-hidden="true" />
          {value ? "Trocar imagem" : "Escolher imagem"}
        </label>
        <p id={`${id}-hint`} className="text-muted text-xs" aria-live="polite">
          {uploading ? "Enviando imagem..." : "PNG, JPEG ou WebP, até 10 MB."}
        </p>
        {message && (
          <p id={`${id}-error`} className="font-semibold text-red-700 text-sm" role="alert">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
