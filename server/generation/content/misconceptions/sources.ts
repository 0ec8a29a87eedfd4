/** The research each misconception in the mathematics set is drawn from, cited as a teacher would look it up. */
export const SOURCES = {
  hart1981: 'Hart, K. M. (Ed.) (1981). Children’s Understanding of Mathematics: 11–16 (CSMS). London: John Murray.',
  kuchemann1981:
    'Küchemann, D. (1981). Algebra. In K. M. Hart (Ed.), Children’s Understanding of Mathematics: 11–16 (CSMS). London: John Murray.',
  hart1984: 'Hart, K. M. (1984). Ratio: Children’s Strategies and Errors. Windsor: NFER-Nelson.',
  niZhou2005:
    'Ni, Y. & Zhou, Y.-D. (2005). Teaching and learning fraction and rational numbers: the origins and implications of whole number bias. Educational Psychologist, 40(1), 27–52.',
  fischbein1985:
    'Fischbein, E., Deri, M., Nello, M. S. & Marino, M. S. (1985). The role of implicit models in solving verbal problems in multiplication and division. Journal for Research in Mathematics Education, 16(1), 3–17.',
  parkerLeinhardt1995: 'Parker, M. & Leinhardt, G. (1995). Percent: a privileged proportion. Review of Educational Research, 65(4), 421–481.',
  booth1988:
    'Booth, L. R. (1988). Children’s difficulties in beginning algebra. In A. F. Coxford (Ed.), The Ideas of Algebra, K–12 (1988 NCTM Yearbook), pp. 20–32. Reston, VA: NCTM.',
  falkner1999:
    'Falkner, K. P., Levi, L. & Carpenter, T. P. (1999). Children’s understanding of equality: a foundation for algebra. Teaching Children Mathematics, 6(4), 232–236.',
  kieran1992:
    'Kieran, C. (1992). The learning and teaching of school algebra. In D. A. Grouws (Ed.), Handbook of Research on Mathematics Teaching and Learning, pp. 390–419. New York: Macmillan.',
  bellJanvier1981:
    'Bell, A. & Janvier, C. (1981). The interpretation of graphs representing situations. For the Learning of Mathematics, 2(1), 34–42.',
  vanDooren2005:
    'Van Dooren, W., De Bock, D., Hessels, A., Janssens, D. & Verschaffel, L. (2005). Not everything is proportional: effects of age and problem type on propensities for overgeneralization. Cognition and Instruction, 23(1), 57–86.',
  deBock1998:
    'De Bock, D., Verschaffel, L. & Janssens, D. (1998). The predominance of the linear model in secondary school students’ solutions of word problems involving length and area of similar plane figures. Educational Studies in Mathematics, 35(1), 65–83.',
  dickson1984:
    'Dickson, L., Brown, M. & Gibson, O. (1984). Children Learning Mathematics: A Teacher’s Guide to Recent Research. London: Holt, Rinehart & Winston (for the Schools Council).',
  lecoutre1992:
    'Lecoutre, M.-P. (1992). Cognitive models and problem spaces in “purely random” situations. Educational Studies in Mathematics, 23(6), 557–568.',
  fischbeinSchnarch1997:
    'Fischbein, E. & Schnarch, D. (1997). The evolution with age of probabilistic, intuitively based misconceptions. Journal for Research in Mathematics Education, 28(1), 96–105.',
  mokrosRussell1995:
    'Mokros, J. & Russell, S. J. (1995). Children’s concepts of average and representativeness. Journal for Research in Mathematics Education, 26(1), 20–39.',
  cooperShore2008:
    'Cooper, L. L. & Shore, F. S. (2008). Students’ misconceptions in interpreting center and variability of data represented via histograms and stem-and-leaf plots. Journal of Statistics Education, 16(2).',
} as const;
