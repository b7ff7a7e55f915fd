// Gatsby needs a main file for a local plugin; everything happens in gatsby-node.js.
