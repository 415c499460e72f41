import type { ProductSeed } from "./types.js";

export const productSeeds: ProductSeed[] = [
  {
    id: "1",
    name: "Picolé de Cajá",
    description:
      "Feito com a polpa do cajá, fruta ácida e perfumada dos cajazeiros nordestinos. Refrescante, com aquele azedinho na medida.",
    imageUrl: "/images/products/1.svg",
  },
  {
    id: "2",
    name: "Picolé de Umbu",
    description:
      "Preparado com a polpa do umbu, fruta da caatinga, com o sabor agridoce que é a cara do sertão nordestino.",
    imageUrl: "/images/products/2.svg",
  },
  {
    id: "3",
    name: "Picolé de Tapioca",
    description:
      "Cremoso, feito com tapioca granulada e leite de coco, com bolinhas macias em cada mordida. Um clássico nordestino.",
    imageUrl: "/images/products/3.svg",
  },
  {
    id: "4",
    name: "Picolé de Coco Queimado",
    description:
      "Coco ralado caramelizado até dourar, envolvido num creme de leite de coco com gostinho de cocada queimada.",
    imageUrl: "/images/products/4.svg",
  },
  {
    id: "5",
    name: "Picolé de Açaí",
    description:
      "Polpa de açaí encorpada, de cor roxa intensa e sabor marcante, com a doçura na medida certa.",
    imageUrl: "/images/products/5.svg",
  },
  {
    id: "6",
    name: "Picolé de Milho Verde",
    description: "Feito com milho verde e leite, cremoso e com gostinho de canjica de São João.",
    imageUrl: "/images/products/6.svg",
  },
  {
    id: "7",
    name: "Picolé de Graviola",
    description:
      "A polpa branca e aveludada da graviola vira um picolé cremoso, levemente ácido e muito perfumado.",
    imageUrl: "/images/products/7.svg",
  },
  {
    id: "8",
    name: "Picolé de Cupuaçu",
    description:
      "Cupuaçu em versão cremosa, com o sabor azedinho e o perfume inconfundível dessa fruta amazônica.",
    imageUrl: "/images/products/8.svg",
  },
  {
    id: "9",
    name: "Picolé de Caju",
    description:
      "Feito com o suco do caju maduro, fruta símbolo do litoral nordestino, com aquele travo leve que só ele tem.",
    imageUrl: "/images/products/9.svg",
  },
  {
    id: "10",
    name: "Picolé de Mangaba",
    description:
      "A mangaba, fruta dos tabuleiros do litoral nordestino, num picolé cremoso, delicado e levemente ácido.",
    imageUrl: "/images/products/10.svg",
  },
  {
    id: "11",
    name: "Picolé de Seriguela",
    description:
      "Seriguela madurinha, doce e perfumada como a das feiras do interior, num picolé de fruta de verdade.",
    imageUrl: "/images/products/11.svg",
  },
  {
    id: "12",
    name: "Picolé de Pitanga",
    description:
      "Vermelho vivo e feito com pitangas maduras, de sabor doce e perfumado, com um toque ácido bem refrescante.",
    imageUrl: "/images/products/12.svg",
  },
  {
    id: "13",
    name: "Picolé de Acerola",
    description:
      "Acerola madura batida com a casca, rica em vitamina C, num picolé azedinho e muito refrescante.",
    imageUrl: "/images/products/13.svg",
  },
  {
    id: "14",
    name: "Picolé de Maracujá",
    description:
      "Polpa de maracujá azedinha com um toque de doçura e algumas sementes crocantes para lembrar a fruta.",
    imageUrl: "/images/products/14.svg",
  },
  {
    id: "15",
    name: "Picolé de Goiaba",
    description:
      "Goiaba vermelha bem madura, de textura encorpada e sabor de fruta colhida no pé, daquele jeito de infância.",
    imageUrl: "/images/products/15.svg",
  },
  {
    id: "16",
    name: "Picolé de Manga",
    description:
      "Feito com manga madura e suculenta, de polpa doce e dourada como as que chegam do Vale do São Francisco.",
    imageUrl: "/images/products/16.svg",
  },
  {
    id: "17",
    name: "Picolé de Tamarindo",
    description:
      "O agridoce do tamarindo num picolé ácido na medida, muito refrescante para os dias mais quentes.",
    imageUrl: "/images/products/17.svg",
  },
  {
    id: "18",
    name: "Picolé de Jaca",
    description:
      "Jaca bem madura, doce e perfumada, num picolé cremoso para quem ama o sabor intenso dessa fruta.",
    imageUrl: "/images/products/18.svg",
  },
  {
    id: "19",
    name: "Picolé de Bacuri",
    description:
      "Bacuri, fruta típica do Maranhão e do Piauí, de polpa branca, doce e perfumada, num picolé cremoso e raro de encontrar.",
    imageUrl: "/images/products/19.svg",
  },
  {
    id: "20",
    name: "Picolé de Abacaxi com Hortelã",
    description:
      "Abacaxi suculento com folhinhas de hortelã, uma combinação leve e refrescante para o calor do verão.",
    imageUrl: "/images/products/20.svg",
  },
  {
    id: "21",
    name: "Picolé de Morango",
    description:
      "Morango batido com creme, com pedacinhos da fruta e aquele sabor doce e delicado que agrada a todos.",
    imageUrl: "/images/products/21.svg",
  },
  {
    id: "22",
    name: "Picolé de Limão",
    description:
      "Feito com suco de limão, azedinho e bem gelado, perfeito para matar a sede no calor do meio-dia.",
    imageUrl: "/images/products/22.svg",
  },
  {
    id: "23",
    name: "Picolé de Chocolate",
    description:
      "Chocolate cremoso e intenso, com sabor de cacau bem marcado, para quem não abre mão de um clássico.",
    imageUrl: "/images/products/23.svg",
  },
  {
    id: "24",
    name: "Picolé de Doce de Leite",
    description:
      "Doce de leite cremoso, com gostinho de doce feito no tacho, num picolé que derrete devagar na boca.",
    imageUrl: "/images/products/24.svg",
  },
  {
    id: "25",
    name: "Picolé de Amendoim",
    description:
      "Amendoim torrado e moído num creme macio, com gostinho de paçoca e de festa junina.",
    imageUrl: "/images/products/25.svg",
  },
  {
    id: "26",
    name: "Picolé de Coco",
    description:
      "Leite de coco e coco ralado num picolé branquinho e cremoso, com o sabor das praias do Nordeste.",
    imageUrl: "/images/products/26.svg",
  },
  {
    id: "27",
    name: "Picolé de Ameixa",
    description:
      "Creme suave com pedaços de ameixa em calda, um sabor clássico das sorveterias de bairro.",
    imageUrl: "/images/products/27.svg",
  },
  {
    id: "28",
    name: "Picolé de Uva",
    description:
      "Feito com suco de uva roxa, de sabor doce e marcante, refrescante do primeiro ao último pedaço.",
    imageUrl: "/images/products/28.svg",
  },
  {
    id: "29",
    name: "Picolé de Flocos",
    description:
      "Creme de baunilha com lascas crocantes de chocolate espalhadas por todo o picolé. Um favorito da criançada.",
    imageUrl: "/images/products/29.svg",
  },
];
