/** Markup (an HTML page, SVG, XML) is text but not a type any upload accepts: it is refused by content, whatever its name. */
export const MARKUP = /^\s*<(!doctype|html|head|body|\?xml|svg|script)\b/i;

export const isMarkup = (text: string) => MARKUP.test(text.replace(/^\uFEFF/, ''));
