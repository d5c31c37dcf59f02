import { html } from "hono/html";

interface CheckoutRecharge {
  orderId: string;
  amount: number;
  description: string;
  reference: string;
  pvOrderId: string;
}

const cop = (amount: number) =>
  new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", maximumFractionDigits: 0 }).format(amount);

/** A stand-in for the payment provider's checkout: shows the order and says plainly that no money moves. */
export function renderCheckoutPage(recharge: CheckoutRecharge | undefined) {
  const body = recharge
    ? html`<h1>Checkout de recarga COP (sandbox)</h1>
        <dl>
          <dt>Orden</dt><dd>${recharge.orderId}</dd>
          <dt>Monto</dt><dd>${cop(recharge.amount)}</dd>
          <dt>Descripción</dt><dd>${recharge.description}</dd>
          <dt>Referencia</dt><dd>${recharge.reference}</dd>
          <dt>PVordenID</dt><dd>${recharge.pvOrderId}</dd>
        </dl>
        <p>Entorno de pruebas: ningún dinero se mueve.</p>`
    : html`<h1>Checkout no encontrado</h1>`;
  return html`<!doctype html>
    <html lang="es">
      <head><meta charset="utf-8" /><title>Checkout sandbox</title></head>
      <body>${body}</body>
    </html>`;
}
