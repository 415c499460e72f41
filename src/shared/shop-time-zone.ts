/** Every store keeps São Paulo time: days, months and hours of the shop are counted in it. */
export const SHOP_TIME_ZONE = "America/Sao_Paulo";

/** The zone as staff know it, for the line under figures that count days. */
export const SHOP_TIME_ZONE_NAME = "horário de Brasília";
