sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 564.89 qps: 3415.30 (r/w/o: 0.00/2277.53/1137.77) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 708.49 qps: 4243.93 (r/w/o: 0.00/2827.95/1415.98) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1024.98 qps: 6163.86 (r/w/o: 0.00/4112.91/2050.95) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1012.76 qps: 6079.59 (r/w/o: 0.00/4054.06/2025.53) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1197.20 qps: 7173.22 (r/w/o: 0.00/4778.81/2394.41) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 897.04 qps: 5370.24 (r/w/o: 0.00/3576.16/1794.08) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 664.66 qps: 3986.96 (r/w/o: 0.00/2657.64/1329.32) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 939.29 qps: 5655.73 (r/w/o: 0.00/3777.16/1878.58) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 865.57 qps: 5197.39 (r/w/o: 0.00/3466.26/1731.13) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1324.57 qps: 7931.39 (r/w/o: 0.00/5282.26/2649.13) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 978.31 qps: 5883.85 (r/w/o: 0.00/3927.23/1956.62) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 953.91 qps: 5728.45 (r/w/o: 0.00/3820.64/1907.82) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1026.98 qps: 6145.89 (r/w/o: 0.00/4092.92/2052.96) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1168.08 qps: 7016.51 (r/w/o: 0.00/4679.34/2337.17) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1133.52 qps: 6802.12 (r/w/o: 0.00/4535.08/2267.04) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1000.47 qps: 6009.85 (r/w/o: 0.00/4008.90/2000.95) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1106.90 qps: 6609.43 (r/w/o: 0.00/4395.62/2213.81) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1247.41 qps: 7505.42 (r/w/o: 0.00/5010.60/2494.81) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 977.30 qps: 5862.81 (r/w/o: 0.00/3909.21/1953.60) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1110.83 qps: 6671.95 (r/w/o: 0.00/4449.30/2222.65) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1010.07 qps: 6065.44 (r/w/o: 0.00/4045.30/2020.15) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1050.06 qps: 6300.34 (r/w/o: 0.00/4200.23/2100.11) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 993.44 qps: 5938.78 (r/w/o: 0.00/3951.90/1986.89) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 913.77 qps: 5496.72 (r/w/o: 0.00/3669.17/1827.55) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1098.19 qps: 6588.13 (r/w/o: 0.00/4391.76/2196.38) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1370.92 qps: 8229.52 (r/w/o: 0.00/5487.68/2741.84) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1380.12 qps: 8281.73 (r/w/o: 0.00/5521.49/2760.24) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1450.12 qps: 8683.72 (r/w/o: 0.00/5783.49/2900.23) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 814.73 qps: 4905.45 (r/w/o: 0.00/3275.98/1629.47) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1416.97 qps: 8479.82 (r/w/o: 0.00/5645.88/2833.94) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1406.30 qps: 8463.78 (r/w/o: 0.00/5651.17/2812.60) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 934.66 qps: 5604.94 (r/w/o: 0.00/3735.63/1869.31) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1606.89 qps: 9624.34 (r/w/o: 0.00/6410.55/3213.78) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1260.99 qps: 7553.93 (r/w/o: 0.00/5031.95/2521.98) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1342.01 qps: 8076.08 (r/w/o: 0.00/5392.05/2684.03) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1252.64 qps: 7495.83 (r/w/o: 0.00/4990.55/2505.27) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1590.04 qps: 9539.25 (r/w/o: 0.00/6359.17/3180.08) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1483.10 qps: 8898.59 (r/w/o: 0.00/5932.39/2966.20) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1349.09 qps: 8103.53 (r/w/o: 0.00/5405.35/2698.18) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1197.98 qps: 7189.88 (r/w/o: 0.00/4793.92/2395.96) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1235.86 qps: 7425.15 (r/w/o: 0.00/4954.43/2470.71) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1441.50 qps: 8640.03 (r/w/o: 0.00/5757.02/2883.01) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1592.02 qps: 9537.13 (r/w/o: 0.00/6352.08/3185.04) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1294.46 qps: 7778.75 (r/w/o: 0.00/5190.84/2587.92) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1015.70 qps: 6102.20 (r/w/o: 0.00/4071.80/2030.40) lat (ms,95%): 23.10 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           205656
        other:                           102828
        total:                           308484
    transactions:                        51414  (1142.35 per sec.)
    queries:                             308484 (6854.07 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0070s
    total number of events:              51414

Latency (ms):
         min:                                    0.51
         avg:                                    7.00
         max:                                  625.23
         95th percentile:                       15.55
         sum:                               359798.68

Threads fairness:
    events (avg/stddev):           6426.7500/18.26
    execution time (avg/stddev):   44.9748/0.00

